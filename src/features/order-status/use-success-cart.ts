import { useEffect, useSyncExternalStore } from "react";
import { isPaymentSessionIdKey, useCheckoutQuery } from "@/features/checkout-query";
import { completedCart, rememberCompletedCart } from "@/features/payments";

/** What spec 2.3 removes on the success step, besides the payment-session id; the product stays for its brand. */
const SUCCESS_REMOVALS = ["cart_id", "confirm_email", "provider", "currency", "error", "hide_error", "product_period", "coupon", "qa"];

const noSubscription = () => () => undefined;

/**
 * The cart the success step shows: handed over in sessionStorage by whoever sent the shopper
 * here, or a `cart_id` in the link, which is then remembered and removed from the address bar
 * along with the other parameters of spec 2.3.
 */
export function useSuccessCart(): string | undefined {
  const { query, rawQuery, update } = useCheckoutQuery();
  const stored = useSyncExternalStore(noSubscription, completedCart, () => undefined);
  const fromLink = query.cart_id;
  const dirty = Object.keys(rawQuery).some((key) => SUCCESS_REMOVALS.includes(key) || isPaymentSessionIdKey(key));

  useEffect(() => {
    if (fromLink) rememberCompletedCart(fromLink);
    if (dirty) void update({ cart_id: null, confirm_email: null }, { pathname: "/success/", method: "replace" });
  }, [dirty, fromLink, update]);

  return fromLink ?? stored;
}
