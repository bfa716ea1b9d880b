import { useRouter } from "next/router";
import type { MouseEvent } from "react";
import { useIntl } from "react-intl";
import { css } from "styled-components";
import type { Brand } from "@/features/brand";
import { DEFAULT_LOCALE } from "@/features/i18n";
import { AnimatedDots, RouteLink, theme } from "@/ui";
import { accountAreaMessages } from "./account-area-messages";
import { useAuth } from "./auth-context";
import { loginHref } from "./login-params";

/**
 * The prompt's rules, for the account area that draws it (account-area.tsx): plain elements styled
 * by their container, as each styled element is a component of its own for the server to render
 * (performance.md, "a render").
 */
export const loginPromptStyles = css`
  & .login-prompt {
    color: ${theme.color.textMuted};
    @media (max-width: 742px) {
      display: none;
    }
  }
  & .login-link {
    color: ${theme.color.accent};
    font-weight: ${theme.font.weight.medium};
    white-space: nowrap;
  }
  & .login-link[aria-disabled="true"] {
    cursor: progress;
    opacity: 0.7;
    text-decoration: none;
  }
`;

/**
 * "Already have {provider} Account?" and "Log in". With script the link starts the login in
 * place (and reads "Logging in…", disabled, meanwhile); without, it is a plain link to `/login/`.
 * Draw it inside a container whose styles include `loginPromptStyles`.
 */
export function LoginPrompt({ brand }: { brand: Brand }) {
  const intl = useIntl();
  const { asPath, locale = DEFAULT_LOCALE } = useRouter();
  const { state, login } = useAuth();
  const loggingIn = state === "logging-in";

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (!loggingIn) void login();
  }

  return (
    <>
      <span className="login-prompt">{intl.formatMessage(accountAreaMessages.alreadyHaveAccount, { provider: brand.name })}</span>
      <RouteLink
        className="login-link"
        href={loginHref(asPath, locale)}
        rel="nofollow"
        data-testid="login-link"
        aria-disabled={loggingIn}
        onClick={onClick}
      >
        {intl.formatMessage(loggingIn ? accountAreaMessages.loggingIn : accountAreaMessages.logIn)}
        {loggingIn ? <AnimatedDots /> : null}
      </RouteLink>
    </>
  );
}
