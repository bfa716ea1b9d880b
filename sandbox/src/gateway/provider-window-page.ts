import { randomBytes } from "node:crypto";
import { PROVIDER_WINDOW_MESSAGE } from "@/contracts/enums";
import { escapeHtml, htmlPage } from "../http/html-page";
import type { HttpResponse } from "../http/responses";

export interface ProviderWindowDone {
  paymentId: string;
  approved: boolean;
  /** The app's return target (`return_url?payment_id&cart_id`), an allow-listed app address. */
  returnTarget: string;
}

/**
 * The end of a popup (PayPal in-context) or widget (Amazon Pay) payment at the gateway: tells
 * the app page that opened or framed this one, on the app's origin only, and closes a popup.
 * The message says which payment, not how it went: the app asks the checkout API through
 * /api/callback/. The link is for a window that has lost its opener.
 */
export function providerWindowDoneResponse({ paymentId, approved, returnTarget }: ProviderWindowDone): HttpResponse {
  const nonce = randomBytes(16).toString("base64");
  const appOrigin = new URL(returnTarget).origin;
  const message = JSON.stringify({ type: PROVIDER_WINDOW_MESSAGE, payment_id: paymentId }).replace(/</g, "\\u003c");
  const title = approved ? "Payment approved" : "Payment declined";
  const body = `<span class="tag">Sandbox payment provider</span>
<h1>${title}</h1>
<p>You can close this window and go back to the checkout.</p>
<p><a class="cancel" href="${escapeHtml(returnTarget)}" target="_top" data-testid="sandbox-back-to-checkout">Back to the checkout</a></p>
<script nonce="${nonce}">(function () {
  var target = window.opener || (window.parent !== window ? window.parent : null);
  if (target) target.postMessage(${message}, ${JSON.stringify(appOrigin)});
  if (window.opener) window.close();
})();</script>`;
  return {
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; frame-ancestors ${appOrigin}`,
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    },
    body: htmlPage(title, body),
  };
}
