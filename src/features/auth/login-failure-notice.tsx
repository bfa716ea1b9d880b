import { useEffect } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { track } from "@/features/analytics";
import { analyticsMessageFor } from "@/features/errors";
import { Alert, Button, space } from "@/ui";
import type { FailureStatus } from "./auth-api";
import { authMessages } from "./messages";

const Notice = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin: ${space(4)} ${space(4)} 0;
  p {
    margin: 0;
  }
`;

/** A refusal (4xx) means the sign-in link itself is spent or wrong; anything else, the service. */
export function loginFailureCause(status: FailureStatus): "link" | "service" {
  return typeof status === "number" && status >= 400 && status < 500 ? "link" : "service";
}

/**
 * Above the page after a failed login, until the shopper goes on: what happened, in words a
 * shopper understands, and that the checkout goes on as a guest with nothing chosen lost. Only
 * the words depart from spec 8's unexpected-error notice (docs/decisions/0032-login-failure-notice.md):
 * analytics gets the same `error` event with "Generic error" as that notice would send.
 */
export function LoginFailureNotice({ status, onDismiss }: { status: FailureStatus; onDismiss: () => void }) {
  const intl = useIntl();
  const cause = loginFailureCause(status);
  useEffect(() => {
    track("error", { error_message: analyticsMessageFor(500) });
  }, [status]);
  return (
    <Notice tone="error" data-testid="login-error-alert" data-section="error_section">
      <div>
        <strong>{intl.formatMessage(authMessages.failedTitle)}</strong>
        <p>{intl.formatMessage(cause === "link" ? authMessages.failedLink : authMessages.failedService)}</p>
        <p>{intl.formatMessage(authMessages.failedGuest)}</p>
      </div>
      <Button variant="secondary" onClick={onDismiss} data-testid="login-error-continue">
        {intl.formatMessage(authMessages.continueAsGuest)}
      </Button>
    </Notice>
  );
}
