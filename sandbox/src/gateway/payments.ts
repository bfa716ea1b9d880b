import type { PaymentErrorCode } from "@/contracts/checkout-api";
import type { OrderStatus } from "@/contracts/enums";
import { transitionOrder } from "../checkout/order-status";
import type { SandboxContext } from "../context";

export type PaymentStatus = "requires_action" | "pending" | "succeeded" | "failed";

export interface PaymentRow {
  id: string;
  order_id: string;
  provider: string;
  method: string;
  status: PaymentStatus;
  brand: string | null;
  last4: string | null;
  behaviour: string | null;
  failure_code: PaymentErrorCode | null;
  return_url: string;
  settle_at: number | null;
  secret_hash: string | null;
}

export type PaymentOutcome =
  { status: "succeeded" } | { status: "pending"; settleAt: number } | { status: "failed"; code: PaymentErrorCode };

const ORDER_STATUS_FOR: Readonly<Record<PaymentErrorCode | "succeeded" | "pending", OrderStatus>> = {
  succeeded: "paid",
  pending: "pending",
  declined: "error",
  processing_failed: "error",
  canceled: "canceled",
};

export function findPayment(ctx: SandboxContext, paymentId: string): PaymentRow | undefined {
  return ctx.db.prepare<[string], PaymentRow>("SELECT * FROM payments WHERE id = ?").get(paymentId);
}

export function paymentOfOrder(ctx: SandboxContext, orderId: string): PaymentRow | undefined {
  return ctx.db.prepare<[string], PaymentRow>("SELECT * FROM payments WHERE order_id = ?").get(orderId);
}

/**
 * Records a payment's outcome and moves its order. Only a payment still waiting
 * (requires_action or pending) changes, so a second approve or decline is a no-op.
 */
export function settlePayment(ctx: SandboxContext, paymentId: string, outcome: PaymentOutcome, reason: string): boolean {
  return ctx.db.transaction(() => {
    const payment = findPayment(ctx, paymentId);
    if (!payment || (payment.status !== "requires_action" && payment.status !== "pending")) return false;
    if (outcome.status === "pending" && payment.status === "pending") return false;
    const updated = ctx.db
      .prepare(
        `UPDATE payments SET status = ?, failure_code = ?, settle_at = ?, updated_at = ?
         WHERE id = ? AND status IN ('requires_action', 'pending')`,
      )
      .run(
        outcome.status,
        outcome.status === "failed" ? outcome.code : null,
        outcome.status === "pending" ? outcome.settleAt : payment.settle_at,
        ctx.now(),
        paymentId,
      );
    if (updated.changes !== 1) return false;
    const key = outcome.status === "failed" ? outcome.code : outcome.status;
    return transitionOrder(ctx, payment.order_id, ORDER_STATUS_FOR[key], reason);
  })();
}

/** A pending payment becomes paid once its settle time has passed; computed on read so it survives restarts. */
export function refreshPayment(ctx: SandboxContext, payment: PaymentRow): PaymentRow {
  if (payment.status !== "pending" || payment.settle_at === null || payment.settle_at > ctx.now()) return payment;
  settlePayment(ctx, payment.id, { status: "succeeded" }, "pending payment settled");
  return findPayment(ctx, payment.id) ?? payment;
}

/**
 * A new attempt on a cart supersedes the payments its earlier orders left waiting for the shopper
 * (a provider's page they went Back from): each is canceled, so approving that old page later
 * charges nothing and only the new attempt can pay for the cart.
 */
export function cancelUndecidedPaymentsOfCart(ctx: SandboxContext, cartId: string): void {
  const waiting = ctx.db
    .prepare<[string], { id: string }>(
      `SELECT payments.id FROM payments JOIN orders ON orders.id = payments.order_id
       WHERE orders.cart_id = ? AND payments.status = 'requires_action'`,
    )
    .all(cartId);
  for (const { id } of waiting) settlePayment(ctx, id, { status: "failed", code: "canceled" }, "superseded by a new attempt on the cart");
}
