import { useIntl } from "react-intl";
import styled from "styled-components";
import { useAuth } from "@/features/auth";
import { useBrand } from "@/features/brand";
import { Alert, Button, space } from "@/ui";
import { paymentMessages } from "../messages/payment-messages";

const Row = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
`;

/**
 * `existing_user`: the link knows the shopper has an account, so the e-mail step offers the
 * login first (the purchase then lands on that account); typing an e-mail still works.
 */
export function ExistingAccountNotice() {
  const intl = useIntl();
  const brand = useBrand();
  const { state, login } = useAuth();
  return (
    <Row tone="info" data-testid="existing-account-notice">
      <span>{intl.formatMessage(paymentMessages.existingAccount, { provider: brand.name })}</span>
      <Button
        type="button"
        variant="secondary"
        disabled={state === "logging-in"}
        onClick={() => void login()}
        data-testid="existing-account-login"
      >
        {intl.formatMessage(paymentMessages.existingAccountLogIn)}
      </Button>
    </Row>
  );
}
