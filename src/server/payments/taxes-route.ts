import { taxesQuerySchema, taxesResponseSchema } from "@/contracts/checkout-api";
import { apiRoute, enforceRateLimit, parseQuery } from "@/server/bff";
import { RATE_LIMITS } from "@/server/rate-limit";
import { checkoutApiRequest } from "@/server/request";

/** GET /api/payments/taxes/?country&state&zip&price_ids&currency: tax lines and totals. */
export const taxesRoute = apiRoute({
  GET: async (req, res) => {
    const query = parseQuery(taxesQuerySchema, req.query as Record<string, string | string[]>);
    await enforceRateLimit(req, res, RATE_LIMITS.taxes);
    const { data } = await checkoutApiRequest(req)("/api/payments/taxes/", {
      query: { ...query, price_ids: query.price_ids?.join(",") },
    });
    res.status(200).json(taxesResponseSchema.parse(data));
  },
});
