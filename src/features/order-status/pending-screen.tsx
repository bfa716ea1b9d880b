import { useIntl } from "react-intl";
import { useCheckoutQuery } from "@/features/checkout-query";
import { RouteLink } from "@/ui";
import { orderStatusMessages as m } from "./messages";
import { StatusScreen } from "./status-screen";
import { useFollowOrder } from "./use-follow-order";
import { useOrderPolling } from "./use-order-polling";

/** /pending/?cart_id=…: the provider is still confirming; polls slower and moves on when settled. */
export function PendingScreen() {
  const intl = useIntl();
  const { query } = useCheckoutQuery();
  const polled = useOrderPolling(query.cart_id, "pending");
  useFollowOrder(polled);
  return (
    <StatusScreen testId="pending-step" title={intl.formatMessage(m.pendingTitle)}>
      {polled.status === "missing" ? (
        <RouteLink href="/payment/" reloadDocument>
          {intl.formatMessage(m.backToPayment)}
        </RouteLink>
      ) : (
        <p>{intl.formatMessage(m.pendingText)}</p>
      )}
    </StatusScreen>
  );
}
