/**
 * Where the open payment attempt is kept in session storage: its own module, so the page can see
 * that one is waiting without the attempt code (DeferredPaymentSection).
 */
export const OPEN_ATTEMPT_STORAGE_KEY = "checkout.payment_attempt";
