import { orderResponseSchema } from "@/contracts/checkout-api";
import { ApiError, apiRoute, validationError } from "@/server/bff";
import { checkoutApiRequest, userTokenOf } from "@/server/request";
import { cartOwnerHeaders } from "./cart-owner-cookie";
import { isCartId } from "./fetch-owned-cart";
import { settlePurchase } from "./purchase-guard";

/** The same answer as for a cart that does not exist: a stranger cannot tell the two apart. */
const noSuchOrder = () => new ApiError(404, { error: "not_found", message: "No order for this cart." });

/**
 * GET /api/orders/<cart_id>/: the cart's latest order, polled by /processing/, /pending/ and
 * /success/. It belongs to its shopper: the browser's purchase cookie or its login goes along as
 * the proof, and any other browser gets the 404 of an unknown cart, not even the order's status
 * (whether a cart was paid, declined or is pending is the shopper's business). The checkout API
 * answers a caller it does not see as the owner without the order's e-mail, which is how a
 * logged-in shopper who is not the owner shows here.
 */
export const orderRoute = apiRoute({
  GET: async (req, res) => {
    const cartId = req.query.cartId;
    if (!isCartId(cartId)) throw validationError([{ field: "cart_id", slug: "invalid" }]);
    const proof = cartOwnerHeaders(req.cookies, cartId);
    if (Object.keys(proof).length === 0 && !userTokenOf(req)) throw noSuchOrder();
    const { data } = await checkoutApiRequest(req)(`/api/orders/${encodeURIComponent(cartId)}/`, { headers: proof });
    const order = orderResponseSchema.parse(data);
    if (!order.email) throw noSuchOrder();
    settlePurchase(cartId, order.status);
    res.status(200).json(order);
  },
});
