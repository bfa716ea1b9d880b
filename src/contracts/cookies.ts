// Cookie names that more than one party relies on. Plain TypeScript: the browser imports it too.
import type { ProductKey } from "./enums";

/**
 * The shopper's login (httpOnly): the app sets it after the OAuth exchange and sends its value to
 * the checkout API as `x-user-token`; the sandbox also reads it when a browser calls it directly.
 */
export const TOKEN_COOKIE = "token";

/** A coupon a marketing link on a sister site remembered for one product: `coupon_vpn=SAVE20`. */
export function couponCookieName(product: ProductKey): string {
  return `coupon_${product}`;
}
