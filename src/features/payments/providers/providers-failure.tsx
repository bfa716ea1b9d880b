import { useIntl } from "react-intl";
import styled from "styled-components";
import { Alert, Button, space } from "@/ui";
import { paymentMessages } from "../messages/payment-messages";

const Box = styled(Alert)`
  display: grid;
  justify-items: start;
  gap: ${space(3)};
`;

/** The payment methods did not load: say so and offer to ask again, instead of a skeleton forever. */
export function ProvidersFailure({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Box tone="error" data-testid="providers-error">
      <span>{intl.formatMessage(paymentMessages.providersFailed)}</span>
      <Button variant="secondary" onClick={onRetry} data-testid="providers-retry-button">
        {intl.formatMessage(paymentMessages.retry)}
      </Button>
    </Box>
  );
}
