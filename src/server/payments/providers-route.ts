import { providersQuerySchema, providersResponseSchema } from "@/contracts/checkout-api";
import { ApiError, apiRoute, parseQuery } from "@/server/bff";
import { checkoutApiRequest } from "@/server/request";

const KINDS = new Set(["one-click", "regular"]);

/**
 * GET /api/payments/providers/one-click/ and /regular/?country&currency&plan: the providers the
 * checkout API offers there, in its order. The one-click list depends on the shopper's token
 * (a saved method), which only the server can read from the httpOnly cookie.
 */
export const providersRoute = apiRoute({
  GET: async (req, res) => {
    const kind = req.query.kind;
    if (typeof kind !== "string" || !KINDS.has(kind)) {
      throw new ApiError(404, { error: "not_found", message: "There is no such provider list." });
    }
    const { country, currency, plan } = req.query;
    const query = parseQuery(providersQuerySchema, { country, currency, plan });
    const { data } = await checkoutApiRequest(req)(`/api/payments/providers/${kind}/`, { query });
    res.status(200).json(providersResponseSchema.parse(data));
  },
});
