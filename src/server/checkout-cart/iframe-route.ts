import { callbackQuerySchema } from "@/contracts/checkout-api";
import { apiRoute, parseQuery } from "@/server/bff";
import { checkoutApiRequest } from "@/server/request";
import { cartOwnerHeaders } from "./cart-owner-cookie";

/**
 * GET /api/processing/iframe/: the return target of a payment step run in an iframe. Proxied
 * (not the gateway's own page) so the page shares the app's origin: it posts
 * {type: "checkout:payment-step-complete", cart_id} to its parent on this origin only. Its own
 * CSP (a nonce for its one script, `frame-ancestors 'self'`) comes from the checkout API.
 */
export const iframeRoute = apiRoute({
  GET: async (req, res) => {
    const { payment_id, cart_id, wallet_token, public_token, signature } = req.query;
    const query = parseQuery(callbackQuerySchema, { payment_id, cart_id, wallet_token, public_token, signature });
    const { data, headers } = await checkoutApiRequest(req)("/api/processing/iframe/", {
      query,
      headers: { accept: "text/html", ...cartOwnerHeaders(req.cookies, query.cart_id) },
    });
    const policy = headers.get("content-security-policy");
    if (typeof data !== "string" || !policy) throw new Error("iframe result: the checkout API answered without a page");
    res.setHeader("Content-Security-Policy", policy);
    // The app's default X-Frame-Options is DENY; this one page is framed by the app itself.
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.status(200).send(data);
  },
});
