import Link from "next/link";
import { useRouter } from "next/router";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { useAppContext } from "@/features/app-context";
import type { Brand } from "@/features/brand";
import { isFlagOn } from "@/features/feature-flags";
import { space } from "@/ui";
import { layoutMessages } from "./messages";

const Area = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Prompt = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  @media (max-width: 742px) { display: none; }
`;

const LoginLink = styled(Link)`
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The header's account slot; the login flow and the account menu arrive with the accounts work. */
export function AccountArea({ brand }: { brand: Brand }) {
  const intl = useIntl();
  const { asPath } = useRouter();
  const { appCtx } = useAppContext();
  const { user, featureFlags } = appCtx;

  if (user) {
    return (
      <Area>
        <Avatar data-testid="user-avatar" aria-label={intl.formatMessage(layoutMessages.accountMenu, { email: user.email })}>
          {user.email.charAt(0).toUpperCase()}
        </Avatar>
      </Area>
    );
  }
  if (isFlagOn(featureFlags, "hideLogin")) return null;
  return (
    <Area>
      <Prompt>{intl.formatMessage(layoutMessages.alreadyHaveAccount, { provider: brand.name })}</Prompt>
      <LoginLink href={{ pathname: "/login/", query: { login_target: asPath } }} data-testid="login-link" rel="nofollow">
        {intl.formatMessage(layoutMessages.logIn)}
      </LoginLink>
    </Area>
  );
}
