import { useIntl } from "react-intl";
import styled from "styled-components";
import { useAuth } from "@/features/auth";
import { Button, space, theme } from "@/ui";
import { paymentMessages } from "../messages/payment-messages";

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(1)};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

/**
 * "Not you?" under a logged-in shopper's read-only e-mail: someone else's session on a shared
 * computer must not be where this purchase goes. Logging out reloads the same address, so the
 * plan, period, cross-sells and coupon stay chosen and the shopper types their own e-mail.
 */
export function NotYouLink() {
  const intl = useIntl();
  const { state, logout } = useAuth();
  return (
    <Row data-testid="email-not-you">
      <span>{intl.formatMessage(paymentMessages.notYou)}</span>
      <Button variant="link" disabled={state === "logging-out"} onClick={() => void logout()} data-testid="email-not-you-logout">
        {intl.formatMessage(paymentMessages.notYouLogOut)}
      </Button>
    </Row>
  );
}
