import { randomBytes } from "node:crypto";
import type { HttpResponse } from "../http/responses";

/**
 * GET /api/processing/iframe/: the return target of a payment step run in an iframe. Served
 * through the app's proxy, so it shares the app's origin and tells only that origin's parent
 * page which cart to poll.
 */
export function iframeResultResponse(cartId: string): HttpResponse {
  const nonce = randomBytes(16).toString("base64");
  const message = JSON.stringify({ type: "checkout:payment-step-complete", cart_id: cartId }).replace(/</g, "\\u003c");
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Payment step complete</title></head>
<body><p>Payment step complete. You can close this window.</p>
<script nonce="${nonce}">window.parent.postMessage(${message}, window.location.origin);</script>
</body></html>`;
  return {
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'self'`,
      "cache-control": "no-store",
    },
    body,
  };
}
