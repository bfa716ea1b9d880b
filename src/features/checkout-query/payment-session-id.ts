/**
 * The payment-session id parameter (`amazo{product}SessionId` in spec section 2.2): its key
 * carries the wallet's name, so it is matched by pattern.
 */
export const PAYMENT_SESSION_ID_KEY = /^amazo[A-Za-z]{0,32}SessionId$/;

export function isPaymentSessionIdKey(key: string): boolean {
  return PAYMENT_SESSION_ID_KEY.test(key);
}
