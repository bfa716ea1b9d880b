import type { DuplicatePurchaseError } from "@/contracts/checkout-api";
import { SERVER_ERROR_CODES } from "@/contracts/enums";
import type { SandboxContext } from "../context";
import { HttpError } from "../http/http-error";

/** How long a paid selection blocks the same one for the same shopper, unless confirmed. */
export const DUPLICATE_PURCHASE_WINDOW_MS = 30 * 60 * 1000;

interface PaidOrder {
  id: string;
  cart_id: string;
  paid_at: number;
  plans: string;
}

/**
 * "The same selection": the same main plan and the same set of cross-sell plans, in any order.
 * Coupon, currency, country, tax address and provider do not make a second subscription different.
 */
function selectionKey(plans: readonly string[]): string {
  const [main, ...crossSells] = plans;
  return [main, ...[...crossSells].sort()].join(" ");
}

export interface Shopper {
  email: string;
  userId: number | null;
}

/**
 * The latest order of this shopper (same e-mail, case-insensitive, or same account) that was paid
 * for the same selection within the window. Paid is final, so an order's updated_at is its paid-at.
 */
export function recentPurchaseOf(ctx: SandboxContext, shopper: Shopper, plans: readonly string[]): PaidOrder | undefined {
  const candidates = ctx.db
    .prepare<[string, number | null, number], PaidOrder>(
      `SELECT orders.id, orders.cart_id, orders.updated_at AS paid_at,
         (SELECT group_concat(plan_identifier, ' ') FROM (SELECT plan_identifier FROM cart_items WHERE cart_id = orders.cart_id ORDER BY position)) AS plans
       FROM orders
       WHERE orders.status = 'paid' AND (lower(orders.email) = lower(?) OR orders.user_id = ?) AND orders.updated_at >= ?
       ORDER BY orders.updated_at DESC`,
    )
    .all(shopper.email, shopper.userId, ctx.now() - DUPLICATE_PURCHASE_WINDOW_MS);
  const wanted = selectionKey(plans);
  return candidates.find((order) => selectionKey(order.plans.split(" ")) === wanted);
}

/** Refuses (409, nothing charged) a repeat of a selection this shopper paid minutes ago. */
export function refuseRepeatPurchase(ctx: SandboxContext, shopper: Shopper, plans: readonly string[]): void {
  const earlier = recentPurchaseOf(ctx, shopper, plans);
  if (!earlier) return;
  const body: DuplicatePurchaseError = {
    error: "duplicate_purchase",
    message: "This shopper paid for the same selection less than 30 minutes ago. Send confirm_duplicate: true to buy it again.",
    code: SERVER_ERROR_CODES.duplicatePurchase,
    earlier_order: { order_id: earlier.id, cart_id: earlier.cart_id, paid_at: new Date(earlier.paid_at).toISOString() },
  };
  throw new HttpError(409, body);
}
