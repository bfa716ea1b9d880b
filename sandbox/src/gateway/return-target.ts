import { createHmac, timingSafeEqual } from "node:crypto";
import type { SandboxContext } from "../context";
import type { PaymentRow } from "./payments";

function signatureOf(ctx: SandboxContext, paymentId: string, cartId: string): string {
  return createHmac("sha256", ctx.config.returnSigningKey).update(`${paymentId}.${cartId}`).digest("base64url");
}

/**
 * Where a provider sends the browser back: the app's return URL with the payment, the cart and
 * the provider's signature over both, the proof /api/callback/ needs before it changes an order.
 */
export function returnTarget(ctx: SandboxContext, payment: PaymentRow): string {
  const cart = ctx.db.prepare<[string], { cart_id: string }>("SELECT cart_id FROM orders WHERE id = ?").get(payment.order_id);
  const target = new URL(payment.return_url);
  target.searchParams.set("payment_id", payment.id);
  if (cart) {
    target.searchParams.set("cart_id", cart.cart_id);
    target.searchParams.set("signature", signatureOf(ctx, payment.id, cart.cart_id));
  }
  return target.toString();
}

/** Whether `signature` is the gateway's own for this payment and cart (compared in constant time). */
export function isSignedReturn(ctx: SandboxContext, paymentId: string, cartId: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signatureOf(ctx, paymentId, cartId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
