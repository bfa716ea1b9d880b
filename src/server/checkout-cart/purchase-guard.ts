import { createHash } from "node:crypto";
import { duplicatePurchaseError, type DuplicatePurchaseError, type ProcessingResponse } from "@/contracts/checkout-api";
import type { OrderStatus } from "@/contracts/enums";
import { isRequestError } from "@/server/request";

/**
 * One charge per purchase, checked by the app itself before the checkout API is asked, because a
 * checkout API may not guard it (the sandbox does, a real one may not): a purchase (a shopper and
 * a selection of plans) whose payment is still undecided in another cart (a provider's page,
 * 3-D Secure, a card the bank is processing) or was paid minutes ago is refused with the checkout
 * API's own 409 body, so the page asks the shopper exactly as it does when the API refuses. The
 * shopper's confirmation (`confirm_duplicate`) goes through to the API.
 *
 * Two payments of the same purchase never reach the checkout API at once from this replica: the
 * second waits for the first's answer and is then judged by it (two tabs clicking Pay together).
 * A retry of the same attempt (its Idempotency-Key) is never refused: the API replays its answer.
 *
 * Kept in this process's memory, keyed by hashes (no e-mail is kept): replicas each hold their
 * own purchases, so behind a balancer the checkout API's own guard is the one that spans them.
 */

/** How long a payment holds its purchase: the checkout API's duplicate-purchase window. */
export const PURCHASE_HOLD_MS = 30 * 60 * 1000;
/**
 * How long a payment whose answer was lost (a 5xx, a reset, no answer in time: the card may have
 * been charged) holds its purchase against a new attempt. Its own retry (the same key) passes and
 * learns the real outcome; the shopper can confirm a new one.
 */
export const LOST_ANSWER_HOLD_MS = 5 * 60 * 1000;
const MAX_PURCHASES = 10_000;

type HeldState = "awaiting_shopper" | "processing" | "paid";

interface Held {
  idempotencyKey: string;
  /** "" while the answer that names it was lost. */
  cartId: string;
  orderId: string;
  provider: string;
  state: HeldState;
  since: number;
  holdMs: number;
}

export interface Purchase {
  /** The e-mail the receipt goes to, or the logged-in shopper's token when the page sends none. */
  shopper: { email?: string; userToken?: string };
  plans: readonly string[];
  /** The cart paid again (a retry after a decline, by the browser that made it): never refused. */
  cartId?: string;
  idempotencyKey: string;
  provider: string;
  confirmed: boolean;
}

const held = new Map<string, Held>();
const purchaseOfCart = new Map<string, string>();
const inProgress = new Map<string, Promise<unknown>>();

const hash = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The same main plan and the same set of cross-sells, in any order, for the same shopper. */
export function purchaseKeyOf({ shopper, plans }: Pick<Purchase, "shopper" | "plans">): string | undefined {
  const who = shopper.email?.trim() ? `email:${shopper.email.trim().toLowerCase()}` : shopper.userToken ? `user:${shopper.userToken}` : "";
  if (!who) return undefined;
  const [main, ...crossSells] = plans;
  return hash(`${who}|${[main, ...[...crossSells].sort()].join(" ")}`);
}

function current(key: string, now = Date.now()): Held | undefined {
  const entry = held.get(key);
  if (entry && now - entry.since > entry.holdMs) {
    held.delete(key);
    purchaseOfCart.delete(entry.cartId);
    return undefined;
  }
  return entry;
}

/** Whether the checkout API may have acted on a request whose answer did not arrive. */
function lostAnswer(error: unknown): boolean {
  if (!isRequestError(error)) return false;
  return error.kind === "http" ? error.status >= 500 : error.kind !== "aborted";
}

function forget(key: string): void {
  const entry = held.get(key);
  held.delete(key);
  if (entry) purchaseOfCart.delete(entry.cartId);
}

function hold(key: string, entry: Held): void {
  forget(key);
  held.set(key, entry);
  if (entry.cartId) purchaseOfCart.set(entry.cartId, key);
  // The oldest purchases go first past the bound; every entry also ends with its window.
  for (const [oldest, old] of held) {
    if (held.size <= MAX_PURCHASES) break;
    held.delete(oldest);
    purchaseOfCart.delete(old.cartId);
  }
}

/** The checkout API's refusal for a purchase this replica holds in another cart. */
function refusalOf(entry: Held): DuplicatePurchaseError {
  const since = new Date(entry.since).toISOString();
  const { state } = entry;
  return duplicatePurchaseError(
    state === "paid"
      ? { order_id: entry.orderId, cart_id: entry.cartId, paid_at: since }
      : { order_id: entry.orderId, cart_id: entry.cartId, in_flight: { provider: entry.provider, state, since } },
  );
}

export class PurchaseRefused extends Error {
  constructor(readonly body: DuplicatePurchaseError) {
    super(body.message);
  }
}

/** What an answer of the checkout API says about the purchase it paid for. */
function heldStateOf(answer: Pick<ProcessingResponse, "order_status" | "action">): HeldState | "failed" {
  if (answer.order_status === "paid") return "paid";
  if (answer.order_status === "pending") return "processing";
  if (answer.order_status === "error" || answer.order_status === "canceled" || answer.action.type === "error") return "failed";
  return "awaiting_shopper";
}

/** The purchase's payment in another cart that holds it, asking the checkout API first whether an undecided one was decided meanwhile. */
async function holdingPayment(
  key: string,
  purchase: Purchase,
  statusOf: (cartId: string) => Promise<OrderStatus>,
): Promise<Held | undefined> {
  const earlier = current(key);
  if (!earlier || purchase.confirmed || earlier.idempotencyKey === purchase.idempotencyKey || earlier.cartId === purchase.cartId)
    return undefined;
  if (earlier.state !== "paid" && earlier.cartId) {
    // A provider's page closed or approved without the shopper's page asking since: its order says so.
    const status = await statusOf(earlier.cartId).catch(() => undefined);
    if (status) settlePurchase(earlier.cartId, status);
  }
  return current(key);
}

/**
 * Runs `pay` (the checkout API's call) for the purchase once no other payment of it is being
 * started on this replica, unless the purchase is held by another cart: then throws
 * PurchaseRefused, and nothing is charged. Remembers what the answer says about the purchase.
 * `statusOf` reads an order's status from the checkout API.
 */
export async function guardPurchase<T extends Pick<ProcessingResponse, "cart_id" | "order_id" | "order_status" | "action">>(
  purchase: Purchase,
  pay: () => Promise<T>,
  statusOf: (cartId: string) => Promise<OrderStatus>,
): Promise<T> {
  const key = purchaseKeyOf(purchase);
  if (!key) return pay();
  const before = inProgress.get(key) ?? Promise.resolve();
  const attempt = before.then(async () => {
    const earlier = await holdingPayment(key, purchase, statusOf);
    if (earlier) throw new PurchaseRefused(refusalOf(earlier));
    const attempt = { idempotencyKey: purchase.idempotencyKey, provider: purchase.provider, since: Date.now() };
    const answer = await pay().catch((error: unknown) => {
      if (lostAnswer(error)) hold(key, { ...attempt, cartId: "", orderId: "", state: "processing", holdMs: LOST_ANSWER_HOLD_MS });
      throw error;
    });
    const state = heldStateOf(answer);
    if (state !== "failed") hold(key, { ...attempt, cartId: answer.cart_id, orderId: answer.order_id, state, holdMs: PURCHASE_HOLD_MS });
    else if (current(key)?.cartId === answer.cart_id || current(key)?.idempotencyKey === purchase.idempotencyKey) forget(key);
    return answer;
  });
  const settled = attempt.then(
    () => undefined,
    () => undefined,
  );
  inProgress.set(key, settled);
  try {
    return await attempt;
  } finally {
    if (inProgress.get(key) === settled) inProgress.delete(key);
  }
}

/**
 * What the app learnt of a cart's order later (its status, polled by the waiting pages): a paid
 * order holds its purchase as paid from now, a failed or canceled one lets it go.
 */
export function settlePurchase(cartId: string, status: OrderStatus): void {
  const key = purchaseOfCart.get(cartId);
  const entry = key ? current(key) : undefined;
  if (!key || !entry || entry.cartId !== cartId) return;
  if (status === "paid" && entry.state !== "paid") held.set(key, { ...entry, state: "paid", since: Date.now() });
  else if (status === "pending") held.set(key, { ...entry, state: "processing" });
  else if (status === "error" || status === "canceled") forget(key);
}

/** Forgets every purchase (tests). */
export function clearPurchaseGuard(): void {
  held.clear();
  purchaseOfCart.clear();
  inProgress.clear();
}
