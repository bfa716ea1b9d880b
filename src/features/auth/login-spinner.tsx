import { useIntl } from "react-intl";
import styled from "styled-components";
import { Loader, theme } from "@/ui";
import { authMessages } from "./messages";

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 60vh;
  color: ${theme.color.accent};
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
