import { useIntl } from "react-intl";
import { Alert } from "@/ui";
import { checkoutPageMessages } from "./messages";

/** Said where prices show when they are the pricing API's last good answer, not a fresh one. */
export function StalePrices() {
  const intl = useIntl();
  return (
    <Alert tone="info" data-testid="prices-stale">
      {intl.formatMessage(checkoutPageMessages.pricesStale)}
    </Alert>
  );
}
