import type { IncomingMessage } from "node:http";

/**
 * What Google Pay's web API needs from the page's Content-Security-Policy, where Google Pay is
 * offered (pay.js at https://pay.google.com/gp/p/js/pay.js, and the browser's Payment Request
 * probe of the express button):
 *
 * - script-src https://pay.google.com: pay.js itself (google-pay/google-pay-button discussion
 *   #247, "Getting 'blocked:csp' ... pay.js": the fix is https://pay.google.com in the policy);
 *   with 'strict-dynamic' the nonce covers what it loads, and Google Pay takes our nonce for the
 *   script and style elements it injects (PaymentOptions.nonce, Google Pay API for web release
 *   notes, August 12, 2026: developers.google.com/pay/api/web/support/release-notes).
 * - frame-src https://pay.google.com: the button and the payment sheet pay.js frames in.
 * - connect-src https://pay.google.com and https://google.com/pay: pay.js's calls, and Chrome's
 *   fetch of Google Pay's payment method manifest, which obeys connect-src including every
 *   origin it redirects to ("Payment Handler API will require CSP connect-src",
 *   developer.chrome.com/blog/payment-handler-csp-connect-src; google.com/pay leads to
 *   pay.google.com).
 * - img-src https://www.gstatic.com: the Google Pay button's mark as pay.js draws it.
 */
export const GOOGLE_PAY_SOURCES = {
  "script-src": ["https://pay.google.com"],
  "frame-src": ["https://pay.google.com"],
  "connect-src": ["https://pay.google.com", "https://google.com/pay"],
  "img-src": ["https://www.gstatic.com"],
} as const satisfies Record<string, readonly string[]>;

const offered = new WeakSet<object>();

/** The page this request renders offers Google Pay: its document's policy gets GOOGLE_PAY_SOURCES. */
export function markGooglePayOffered(req: IncomingMessage): void {
  offered.add(req);
}

export function isGooglePayOffered(req: IncomingMessage | undefined): boolean {
  return req !== undefined && offered.has(req);
}
