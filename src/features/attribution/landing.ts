import type { Landing } from "./attribution-record";

/**
 * The address and referrer the shopper landed with, read when the page's code first runs,
 * before the checkout tidies the address; the analytics chunk records the visit from it after
 * the page has loaded (startAttribution), as far as the shopper's consent allows.
 */
export const attributionLanding: Landing | null =
  typeof window === "undefined" ? null : { url: window.location.href, referrer: document.referrer };
