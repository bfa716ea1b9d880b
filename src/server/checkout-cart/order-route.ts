import { orderResponseSchema, orderWithoutPersonalData } from "@/contracts/checkout-api";
import { apiRoute, validationError } from "@/server/bff";
import { checkoutApiRequest, userTokenOf } from "@/server/request";
import { cartOwnerHeaders } from "./cart-owner-cookie";
import { isCartId } from "./fetch-owned-cart";

/**
 * GET /api/orders/<cart_id>/: the cart's latest order, polled by /processing/, /pending/ and
 * /success/. The browser's purchase cookie (or its login) goes along as the proof that the order
 * is its own; the checkout API answers anyone else without personal data, and so does this
 * route, whatever the API says, when the browser has neither.
 */
export const orderRoute = apiRoute({
  GET: async (req, res) => {
    const cartId = req.query.cartId;
    if (!isCartId(cartId)) throw validationError([{ field: "cart_id", slug: "invalid" }]);
    const proof = cartOwnerHeaders(req.cookies, cartId);
    const { data } = await checkoutApiRequest(req)(`/api/orders/${encodeURIComponent(cartId)}/`, { headers: proof });
    const order = orderResponseSchema.parse(data);
    res.status(200).json(Object.keys(proof).length > 0 || userTokenOf(req) ? order : orderWithoutPersonalData(order));
  },
});
