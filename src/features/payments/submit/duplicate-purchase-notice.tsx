import { useState, type MouseEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { CARD_PROCESSORS } from "@/contracts/enums";
import { withTrackingParams } from "@/features/analytics";
import { SUCCESS_PAGE } from "@/features/checkout-query";
import { Alert, Button, ButtonLink, RouteLink, space } from "@/ui";
import { duplicatePurchaseMessages } from "../messages/duplicate-purchase-messages";
import { providerName } from "../providers/provider-names";
import { minutesSince, type EarlierOrder } from "./duplicate-purchase-body";

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  margin-block-start: ${space(3)};
`;

export interface DuplicatePurchaseNoticeProps {
  earlier: EarlierOrder;
  /** Shows the earlier order's success step (its cart goes through sessionStorage, not the URL). */
  onOpenOrder: (cartId: string) => void;
  /** Pays again with the confirmation that a second subscription is wanted. */
  onConfirm: () => void;
  busy: boolean;
}

/**
 * A question, not an error: "You bought this N minutes ago. Nothing was charged this time.", with
 * the account as the way out, a link to that order, and the button that really buys it again; or,
 * while that purchase's payment is not decided yet, what it waits for and the button that pays here
 * instead (cancelling the waiting one) or, once the bank is deciding, buys a second subscription.
 * Pay stays disabled while it is asked (PaymentSection).
 */
export function DuplicatePurchaseNotice({ earlier, onOpenOrder, onConfirm, busy }: DuplicatePurchaseNoticeProps) {
  const intl = useIntl();
  // The time the refusal was shown; every refusal mounts a new notice.
  const [shownAt] = useState(() => Date.now());
  const cartId = earlier.cart_id;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (cartId) onOpenOrder(cartId);
  };
  const paid = "paid_at" in earlier;
  let text: string;
  if (paid) {
    text = intl.formatMessage(duplicatePurchaseMessages.notice, {
      ago: intl.formatRelativeTime(-minutesSince(earlier.paid_at, shownAt), "minute", { numeric: "always" }),
    });
  } else if (earlier.in_flight.state === "processing") {
    text = intl.formatMessage(duplicatePurchaseMessages.processing);
  } else if ((CARD_PROCESSORS as readonly string[]).includes(earlier.in_flight.provider)) {
    text = intl.formatMessage(duplicatePurchaseMessages.awaitingCard);
  } else {
    text = intl.formatMessage(duplicatePurchaseMessages.awaitingProvider, { provider: providerName(intl, earlier.in_flight.provider) });
  }
  const cancelsOther = !paid && earlier.in_flight.state === "awaiting_shopper";
  return (
    <Alert tone="info" data-testid="duplicate-purchase-notice" data-earlier={paid ? "paid" : earlier.in_flight.state}>
      {text} {intl.formatMessage(duplicatePurchaseMessages.nothingCharged)}
      <Actions>
        {paid ? (
          // The way out most shoppers want: what they bought is in their account.
          <ButtonLink href={withTrackingParams("/dashboard/")} data-testid="duplicate-purchase-account-link">
            {intl.formatMessage(duplicatePurchaseMessages.account)}
          </ButtonLink>
        ) : null}
        {/* Only the browser that bought it gets the order's id, and so a link to it. */}
        {paid && cartId ? (
          <RouteLink href={`${SUCCESS_PAGE}/`} onClick={open} data-testid="duplicate-purchase-order-link">
            {intl.formatMessage(duplicatePurchaseMessages.orderLink)}
          </RouteLink>
        ) : null}
        <Button variant="secondary" disabled={busy} onClick={onConfirm} data-testid="duplicate-purchase-confirm-button">
          {intl.formatMessage(cancelsOther ? duplicatePurchaseMessages.payHere : duplicatePurchaseMessages.confirm)}
        </Button>
      </Actions>
    </Alert>
  );
}
