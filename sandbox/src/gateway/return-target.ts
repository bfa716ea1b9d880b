import type { SandboxContext } from "../context";
import type { PaymentRow } from "./payments";

/** Where a provider sends the browser back: the app's return URL with the payment and cart. */
export function returnTarget(ctx: SandboxContext, payment: PaymentRow): string {
  const cart = ctx.db.prepare<[string], { cart_id: string }>("SELECT cart_id FROM orders WHERE id = ?").get(payment.order_id);
  const target = new URL(payment.return_url);
  target.searchParams.set("payment_id", payment.id);
  if (cart) target.searchParams.set("cart_id", cart.cart_id);
  return target.toString();
}
