import { orderResponseSchema } from "@/contracts/checkout-api";
import { checkoutApiRequest } from "@/server/auth";
import { apiRoute, validationError } from "@/server/bff";
import { isCartId } from "@/server/checkout-cart";

/** GET /api/orders/<cart_id>/: the cart's latest order, polled by /processing/, /pending/ and /success/. */
export default apiRoute({
  GET: async (req, res) => {
    const cartId = req.query.cartId;
    if (!isCartId(cartId)) throw validationError([{ field: "cart_id", slug: "invalid" }]);
    const { data } = await checkoutApiRequest(req)(`/api/orders/${encodeURIComponent(cartId)}/`);
    res.status(200).json(orderResponseSchema.parse(data));
  },
});
