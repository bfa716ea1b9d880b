import { useEffect } from "react";
import { useCheckoutQuery } from "@/features/checkout-query";
import { rememberCompletedCart } from "@/features/payments";
import type { PolledOrder } from "./use-order-polling";

/**
 * Moves on once the order is settled: paid → /success/, pending → /pending/, a failure back to
 * /payment/ with `error` (declined for a refused payment, superseded for one the shopper replaced
 * by paying for the same plan elsewhere, canceled otherwise), the cart and the method it was paid
 * with (`payment_provider`), so the next attempt pays the same cart with the same method and the
 * rules of spec 2.3 show the message once.
 * `replace`, so the back button never lands on a page that would only move on again.
 */
export function useFollowOrder(polled: PolledOrder) {
  const { update } = useCheckoutQuery();
  const order = polled.status === "settled" ? polled.order : null;
  const status = order?.status;
  const cartId = order?.cart_id;
  const canceledBecause = order?.canceled_because;
  const provider = order?.provider;

  useEffect(() => {
    if (!status || !cartId) return;
    if (status === "paid") {
      rememberCompletedCart(cartId);
      void update({ cart_id: cartId }, { pathname: "/success/", method: "replace" });
    } else if (status === "pending") {
      void update({ cart_id: cartId }, { pathname: "/pending/", method: "replace" });
    } else if (status === "error" || status === "canceled") {
      const error = status === "error" ? "declined" : canceledBecause === "superseded" ? "superseded" : "canceled";
      // The method it was paid with stays chosen, and the message speaks of it.
      void update({ cart_id: cartId, error, payment_provider: provider }, { pathname: "/payment/", method: "replace" });
    }
  }, [canceledBecause, cartId, provider, status, update]);
}
