import type { NextApiResponse } from "next";
import { callbackQuerySchema, callbackResponseSchema } from "@/contracts/checkout-api";
import { isSupportedLocale, localizePath } from "@/lib/locale";
import { isAllowedRedirect } from "@/lib/url";
import { apiRoute } from "@/server/bff";
import { getEnv } from "@/server/env";
import { checkoutApiRequest } from "@/server/request";
import { cartOwnerHeaders } from "./cart-owner-cookie";

/** `path` may carry a query; the prefix goes in front of it. */
function localized(path: string, lang: unknown): string {
  return isSupportedLocale(lang) ? localizePath(path, lang) : path;
}

/** Only a path on this app: the answer must not turn the callback into an open redirect. */
function appPath(url: string): string | null {
  return url.startsWith("/") && isAllowedRedirect(url, [], new URL(getEnv().APP_BASE_URL).origin) ? url : null;
}

function redirect(res: NextApiResponse, location: string) {
  res.setHeader("Location", location);
  // The callback URL carries wallet and bank tokens; the next page must not see them as Referer.
  res.setHeader("Referrer-Policy", "no-referrer");
  res.status(303).end();
}

/**
 * GET /api/callback/: a provider (approval page, 3-D Secure, wallet sheet, bank link) sends the
 * shopper back here. The checkout API settles what it can and names the page to poll; the
 * shopper lands on /processing/ in their language (`lang`, set in the return URL by
 * /api/processing/pre/). A callback that cannot be read still ends on a page that explains.
 * The provider's signature (or a wallet or bank token) is passed on as it came, with this
 * browser's purchase cookie: the checkout API changes the order only with one of them.
 */
export const callbackRoute = apiRoute({
  GET: async (req, res) => {
    const { payment_id, cart_id, wallet_token, public_token, signature, lang } = req.query;
    const query = callbackQuerySchema.safeParse({ payment_id, cart_id, wallet_token, public_token, signature });
    const cartId = query.success ? query.data.cart_id : undefined;
    // Without an answer, /processing/ can still poll a known cart; else the payment step explains.
    const fallback = cartId ? `/processing/?cart_id=${encodeURIComponent(cartId)}` : "/payment/?error=processing_failed";
    if (!query.success || (!query.data.payment_id && !cartId)) {
      redirect(res, localized(fallback, lang));
      return;
    }
    try {
      const { data } = await checkoutApiRequest(req)("/api/callback/", {
        query: query.data,
        headers: cartOwnerHeaders(req.cookies, cartId),
      });
      const answer = callbackResponseSchema.safeParse(data);
      const target = answer.success ? appPath(answer.data.redirect_url) : null;
      redirect(res, localized(target ?? fallback, lang));
    } catch {
      redirect(res, localized(fallback, lang));
    }
  },
});
