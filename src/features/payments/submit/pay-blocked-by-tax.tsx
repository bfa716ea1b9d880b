import { useIntl } from "react-intl";
import styled from "styled-components";
import { Button, space, theme } from "@/ui";
import { paymentMessages } from "../messages/payment-messages";

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)} ${space(3)};
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
`;

/**
 * Right above the disabled Pay button while the tax is unknown: why Pay waits, and the retry,
 * at every width (on a phone the summary with its message is folded away in the bar).
 */
export function PayBlockedByTax({ id, onRetry }: { id: string; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <Box role="status" data-testid="pay-blocked-reason">
      <span id={id}>{intl.formatMessage(paymentMessages.payBlockedByTax)}</span>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} data-testid="tax-retry-button">
          {intl.formatMessage(paymentMessages.taxRetry)}
        </Button>
      ) : null}
    </Box>
  );
}
