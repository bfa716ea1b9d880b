import { useIntl } from "react-intl";
import styled from "styled-components";
import { errorMessages } from "@/features/errors";
import { Alert, Button, space } from "@/ui";
import { authMessages } from "./messages";

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

/** The unexpected-error notice above the page after a failed login, until it is dismissed. */
export function LoginFailureNotice({ onDismiss }: { onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <Notice tone="error" data-testid="login-error-alert">
      <div>
        <strong>{intl.formatMessage(errorMessages.genericTitle)}</strong>
        <p>{intl.formatMessage(errorMessages.genericText)}</p>
      </div>
      <Dismiss variant="link" onClick={onDismiss} aria-label={intl.formatMessage(authMessages.dismiss)}>
        ×
      </Dismiss>
    </Notice>
  );
}
