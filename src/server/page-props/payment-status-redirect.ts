import type { CheckoutQuery } from "@/features/checkout-query";
import { localizePath } from "@/lib/locale";

/** A provider says the money moved (or may have): the order, not the link, decides what follows. */
const SETTLING = new Set(["succeeded", "paid", "pending"]);
/** A provider says the payment failed: the payment step shows it, as /processing/ would. */
const FAILED: Readonly<Record<string, "declined" | "canceled">> = { failed: "declined", error: "declined", canceled: "canceled" };

/**
 * `payment_status` on /payment/ with a `cart_id` (a provider or another site sending the shopper
 * back): a settling status goes to /processing/, which polls the cart's real order and moves on
 * to /success/, /pending/ or back here; a failed one comes back here with `error`, so the usual
 * message shows and the next attempt pays the same cart. Other statuses (new, requires_action)
 * and a status without a cart change nothing. `payment_status` leaves the address when it acts,
 * so a reload cannot send the shopper round again.
 */
export function paymentStatusRedirect(resolvedUrl: string, locale: string, query: CheckoutQuery): string | null {
  const status = query.payment_status;
  if (!status || !query.cart_id) return null;
  const url = new URL(resolvedUrl, "http://checkout.invalid");
  const error = FAILED[status];
  if (!SETTLING.has(status) && !error) return null;
  // The rest of the address (success_uri, tracking) rides along, as on every other step.
  url.searchParams.delete("payment_status");
  if (SETTLING.has(status)) url.pathname = "/processing/";
  else if (error && !query.error) url.searchParams.set("error", error);
  return `${localizePath(url.pathname, locale)}${url.search}`;
}
