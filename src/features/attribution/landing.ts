import type { Landing } from "./attribution-record";

/**
 * The address and referrer the shopper landed with, read when the page's code first runs,
 * before the checkout tidies the address. The server recorded the visit with the page as far as
 * the shopper's consent then allowed; a new choice in the consent dialog applies to this landing
 * (applyAttribution). Evaluated with the footer's code, which is part of every page's first load.
 */
export const attributionLanding: Landing | null =
  typeof window === "undefined" ? null : { url: window.location.href, referrer: document.referrer };
