import type { NextApiRequest } from "next";
import {
  CART_OWNER_HEADER,
  cartAccountResponseSchema,
  setAccountPasswordRequestSchema,
  type CartAccountResponse,
} from "@/contracts/checkout-api";
import { ApiError, apiRoute, enforceRateLimit, parseBody, validationError } from "@/server/bff";
import { RATE_LIMITS } from "@/server/rate-limit";
import { checkoutApiRequest, isRequestError } from "@/server/request";
import { cartOwnerOf } from "./cart-owner-cookie";
import { isCartId } from "./fetch-owned-cart";

/**
 * The checkout API's path under the cart and the owner secret this browser's cookie holds for
 * it; null for another browser's cart, which the checkout API would answer with a 404 anyway.
 */
function ownedCart(req: NextApiRequest, suffix: string): { path: string; owner: string } | null {
  const cartId = req.query.cartId;
  if (!isCartId(cartId)) throw validationError([{ field: "cart_id", slug: "invalid" }]);
  const owner = cartOwnerOf(req.cookies, cartId);
  return owner ? { path: `/api/carts/${encodeURIComponent(cartId)}/account/${suffix}`, owner } : null;
}

const isNotFound = (error: unknown) => isRequestError(error) && error.kind === "http" && error.status === 404;

/** The account of a cart this browser made, once its order is paid; null for anything else. */
async function ownAccount(req: NextApiRequest): Promise<CartAccountResponse | null> {
  const cart = ownedCart(req, "");
  if (!cart) return null;
  try {
    const { data } = await checkoutApiRequest(req)(cart.path, { headers: { [CART_OWNER_HEADER]: cart.owner } });
    return cartAccountResponseSchema.parse(data);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * GET /api/carts/<cart_id>/account/: the account the paid order joined (its e-mail and whether it
 * still needs a password), for the browser that made the cart only (the httpOnly owner cookie).
 * Any other browser, or a cart with no paid order, gets 204: nothing this browser may know. The
 * success step asks whenever it shows a guest's order, and an expected answer is not an error.
 */
export const cartAccountRoute = apiRoute({
  GET: async (req, res) => {
    const account = await ownAccount(req);
    if (account) res.status(200).json(account);
    else res.status(204).end();
  },
});

/** POST /api/carts/<cart_id>/account/password/: the first password of the account the purchase made. */
// Someone guessing passwords for a stranger's cart has no owner cookie; the limit bounds a buyer's typos.
export const cartAccountPasswordRoute = apiRoute({
  POST: async (req, res) => {
    const body = parseBody(setAccountPasswordRequestSchema, req.body);
    const cart = ownedCart(req, "password/");
    if (!cart) throw new ApiError(404, { error: "not_found", message: "No account for this cart." });
    await enforceRateLimit(req, res, RATE_LIMITS.accountPassword);
    const { data } = await checkoutApiRequest(req)(cart.path, { method: "POST", body, headers: { [CART_OWNER_HEADER]: cart.owner } });
    res.status(200).json(cartAccountResponseSchema.parse(data));
  },
});
