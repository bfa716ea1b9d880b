import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { errorMessages } from "@/features/errors";
import { Alert, Button, Loader, space, theme } from "@/ui";
import { useAuth } from "./auth-context";
import { authMessages } from "./messages";

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 60vh;
  color: ${theme.color.accent};
`;

const Notice = styled(Alert)`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(3)};
  margin: ${space(4)} ${space(4)} 0;
  p { margin: 0; }
`;

const Dismiss = styled(Button)`
  flex: none;
  color: inherit;
`;

/** The centred large spinner that stands in for a page while a login runs. */
export function LoginSpinner() {
  const intl = useIntl();
  return (
    <Centre data-testid="login-spinner">
      <Loader size="large" label={intl.formatMessage(authMessages.loggingIn)} />
    </Centre>
  );
}

/**
 * The page content as far as the login allows: the centred large spinner while a login blocks
 * the page, and the unexpected-error notice above the page after a failed one (spec 2.4 and 8).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { blocking, loginFailed, dismissLoginFailure } = useAuth();
  if (blocking) return <LoginSpinner />;
  return (
    <>
      {loginFailed ? (
        <Notice tone="error" data-testid="login-error-alert">
          <div>
            <strong>{intl.formatMessage(errorMessages.genericTitle)}</strong>
            <p>{intl.formatMessage(errorMessages.genericText)}</p>
          </div>
          <Dismiss variant="link" onClick={dismissLoginFailure} aria-label={intl.formatMessage(authMessages.dismiss)}>
            ×
          </Dismiss>
        </Notice>
      ) : null}
      {children}
    </>
  );
}
