import { duplicatePurchaseError, type DuplicatePurchaseError } from "@/contracts/checkout-api";
import type { SandboxContext } from "../context";
import { findPayment, refreshPayment, settlePayment } from "../gateway/payments";
import { HttpError } from "../http/http-error";

/**
 * How long a paid selection blocks the same one for the same shopper, unless confirmed; and how
 * long a payment still waiting for the shopper (a provider's page left open) does.
 */
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

/** The order event's reason when a confirmed payment elsewhere cancels a waiting one (the order's `canceled_because`). */
export const SUPERSEDED_REASON = "superseded by a confirmed payment of the same plan in another cart";

interface InFlightPayment {
  payment_id: string;
  order_id: string;
  cart_id: string;
  provider: string;
  status: "requires_action" | "pending";
  started_at: number;
  plans: string;
}

/**
 * The latest payment of this shopper for the same selection that is not decided yet, in a cart
 * other than `exceptCart` (a new attempt on the same cart already supersedes that cart's waiting
 * payments): a provider's page, window or 3-D Secure step waiting for the shopper, or a payment
 * the bank is still processing. A processing payment whose time has come settles first.
 */
export function paymentInFlightOf(
  ctx: SandboxContext,
  shopper: Shopper,
  plans: readonly string[],
  exceptCart: string | undefined,
): InFlightPayment | undefined {
  const candidates = ctx.db
    .prepare<[string, number | null, string, number], InFlightPayment>(
      `SELECT payments.id AS payment_id, orders.id AS order_id, orders.cart_id, payments.provider, payments.status,
         payments.created_at AS started_at,
         (SELECT group_concat(plan_identifier, ' ') FROM (SELECT plan_identifier FROM cart_items WHERE cart_id = orders.cart_id ORDER BY position)) AS plans
       FROM payments JOIN orders ON orders.id = payments.order_id
       WHERE payments.status IN ('requires_action', 'pending') AND (lower(orders.email) = lower(?) OR orders.user_id = ?)
         AND orders.cart_id != ? AND payments.created_at >= ?
       ORDER BY payments.created_at DESC`,
    )
    .all(shopper.email, shopper.userId, exceptCart ?? "", ctx.now() - DUPLICATE_PURCHASE_WINDOW_MS);
  const wanted = selectionKey(plans);
  return candidates.find((candidate) => {
    if (selectionKey(candidate.plans.split(" ")) !== wanted) return false;
    const payment = findPayment(ctx, candidate.payment_id);
    const now = payment ? refreshPayment(ctx, payment) : undefined;
    return now?.status === "requires_action" || now?.status === "pending";
  });
}

/**
 * Refuses (409, nothing charged) a second purchase of a selection this shopper paid minutes ago,
 * or is paying for in another cart right now, unless the request confirms it. Confirming while
 * the other payment waits for the shopper cancels that payment, so that only this one can go
 * through (approving the other page later charges nothing, and its page says why); a payment the
 * bank is already processing cannot be called back, so confirming then buys a second
 * subscription, as confirming after a paid one does. Runs inside the processing transaction, so
 * the check and what follows see one state of the orders.
 */
export function refuseRepeatPurchase(
  ctx: SandboxContext,
  shopper: Shopper,
  plans: readonly string[],
  { confirmed, cartId }: { confirmed: boolean; cartId: string | undefined },
): void {
  // A processing payment that has settled meanwhile counts as paid below.
  const inFlight = paymentInFlightOf(ctx, shopper, plans, cartId);
  const earlier = recentPurchaseOf(ctx, shopper, plans);
  if (confirmed) {
    if (inFlight?.status === "requires_action")
      settlePayment(ctx, inFlight.payment_id, { status: "failed", code: "canceled" }, SUPERSEDED_REASON);
    return;
  }
  if (earlier) {
    refuse({ order_id: earlier.id, cart_id: earlier.cart_id, paid_at: new Date(earlier.paid_at).toISOString() });
  }
  if (inFlight) {
    refuse({
      order_id: inFlight.order_id,
      cart_id: inFlight.cart_id,
      in_flight: {
        provider: inFlight.provider,
        state: inFlight.status === "requires_action" ? "awaiting_shopper" : "processing",
        since: new Date(inFlight.started_at).toISOString(),
      },
    });
  }
}

function refuse(earlierOrder: DuplicatePurchaseError["earlier_order"]): never {
  throw new HttpError(409, duplicatePurchaseError(earlierOrder));
}
