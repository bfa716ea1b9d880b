import type { NextApiRequest } from "next";
import { CART_OWNER_HEADER, cartAccountResponseSchema, setAccountPasswordRequestSchema } from "@/contracts/checkout-api";
import { checkoutApiRequest } from "@/server/auth";
import { ApiError, apiRoute, parseBody, validationError } from "@/server/bff";
import { cartOwnerOf } from "./cart-owner-cookie";
import { isCartId } from "./fetch-owned-cart";

/** Someone guessing passwords for a stranger's cart has no owner cookie; this bounds a buyer's typos. */
const PASSWORD_RATE_LIMIT = { name: "account-password", limit: 10, windowMs: 60_000 };

/** The checkout API's path under the cart and the owner secret this browser's cookie holds for it. */
function ownedCart(req: NextApiRequest, suffix: string): { path: string; owner: string } {
  const cartId = req.query.cartId;
  if (!isCartId(cartId)) throw validationError([{ field: "cart_id", slug: "invalid" }]);
  const owner = cartOwnerOf(req.cookies, cartId);
  // Another browser's cart: the same 404 the checkout API gives, without asking it.
  if (!owner) throw new ApiError(404, { error: "not_found", message: "No account for this cart." });
  return { path: `/api/carts/${encodeURIComponent(cartId)}/account/${suffix}`, owner };
}

/**
 * GET /api/carts/<cart_id>/account/: the account the paid order joined (its e-mail and whether it
 * still needs a password), for the browser that made the cart only (the httpOnly owner cookie).
 */
export const cartAccountRoute = apiRoute({
  GET: async (req, res) => {
    const { path, owner } = ownedCart(req, "");
    const { data } = await checkoutApiRequest(req)(path, { headers: { [CART_OWNER_HEADER]: owner } });
    res.status(200).json(cartAccountResponseSchema.parse(data));
  },
});

/** POST /api/carts/<cart_id>/account/password/: the first password of the account the purchase made. */
export const cartAccountPasswordRoute = apiRoute(
  {
    POST: async (req, res) => {
      const body = parseBody(setAccountPasswordRequestSchema, req.body);
      const { path, owner } = ownedCart(req, "password/");
      const { data } = await checkoutApiRequest(req)(path, { method: "POST", body, headers: { [CART_OWNER_HEADER]: owner } });
      res.status(200).json(cartAccountResponseSchema.parse(data));
    },
  },
  { rateLimit: PASSWORD_RATE_LIMIT },
);
