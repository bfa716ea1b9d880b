/**
 * Where the open payment attempt is kept in session storage, and how long it counts: its own
 * module, so the page can see that one is waiting without the attempt code (DeferredPaymentSection).
 */
export const OPEN_ATTEMPT_STORAGE_KEY = "checkout.payment_attempt";

/** How long an open attempt is replayed: well inside the gateway's 30-minute card token. */
export const OPEN_ATTEMPT_TTL_MS = 15 * 60 * 1000;

/**
 * Whether this tab keeps a payment request whose answer never came, young enough to be resumed:
 * what loads the payment section at once, before its code is there to read the record in full
 * (attempt-store). An old or unreadable record waits for the shopper like any page.
 */
export function openAttemptWaiting(storage: () => Storage | undefined = () => globalThis.sessionStorage, now = Date.now()): boolean {
  try {
    const raw = storage()?.getItem(OPEN_ATTEMPT_STORAGE_KEY);
    // A `sentAt` that is not a number makes the age NaN, which is never under the limit.
    return raw ? now - (JSON.parse(raw) as { sentAt: number }).sentAt < OPEN_ATTEMPT_TTL_MS : false;
  } catch {
    return false;
  }
}
