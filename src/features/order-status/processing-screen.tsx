import { useIntl } from "react-intl";
import { useCheckoutQuery } from "@/features/checkout-query";
import { RouteLink } from "@/ui";
import { orderStatusMessages as m } from "./messages";
import { SLOW_AFTER_POLLS } from "./poll-delay";
import { StatusScreen } from "./status-screen";
import { useFollowOrder } from "./use-follow-order";
import { useOrderPolling } from "./use-order-polling";

/**
 * /processing/?cart_id=…: where providers return (through /api/callback/). Polls the order and
 * moves on; a reload only polls again, it never pays again.
 */
export function ProcessingScreen() {
  const intl = useIntl();
  const { query } = useCheckoutQuery();
  const polled = useOrderPolling(query.cart_id, "processing");
  useFollowOrder(polled);
  return (
    <StatusScreen testId="processing-step" title={intl.formatMessage(m.processingTitle)}>
      {polled.status === "missing" ? (
        <RouteLink href="/payment/" reloadDocument>
          {intl.formatMessage(m.backToPayment)}
        </RouteLink>
      ) : (
        <p>{intl.formatMessage(polled.status === "waiting" && polled.polls >= SLOW_AFTER_POLLS ? m.slowText : m.processingText)}</p>
      )}
    </StatusScreen>
  );
}
