import { useState, type MouseEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { SUCCESS_PAGE } from "@/features/checkout-query";
import { Alert, Button, RouteLink, space } from "@/ui";
import { duplicatePurchaseMessages } from "../messages/duplicate-purchase-messages";
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

/** "You bought this N minutes ago": a link to that order and the button that really buys it again. */
export function DuplicatePurchaseNotice({ earlier, onOpenOrder, onConfirm, busy }: DuplicatePurchaseNoticeProps) {
  const intl = useIntl();
  // The time the refusal was shown; every refusal mounts a new notice.
  const [shownAt] = useState(() => Date.now());
  const ago = intl.formatRelativeTime(-minutesSince(earlier.paid_at, shownAt), "minute", { numeric: "always" });
  const cartId = earlier.cart_id;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (cartId) onOpenOrder(cartId);
  };
  return (
    <Alert tone="info" data-testid="duplicate-purchase-notice">
      {intl.formatMessage(duplicatePurchaseMessages.notice, { ago })}
      <Actions>
        {/* Only the browser that bought it gets the order's id, and so a link to it. */}
        {cartId ? (
          <RouteLink href={`${SUCCESS_PAGE}/`} onClick={open} data-testid="duplicate-purchase-order-link">
            {intl.formatMessage(duplicatePurchaseMessages.orderLink)}
          </RouteLink>
        ) : null}
        <Button variant="secondary" disabled={busy} onClick={onConfirm} data-testid="duplicate-purchase-confirm-button">
          {intl.formatMessage(duplicatePurchaseMessages.confirm)}
        </Button>
      </Actions>
    </Alert>
  );
}
