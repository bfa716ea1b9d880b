import { z } from "zod";
import { ATTRIBUTE_NAMES, CURRENCIES, PERIOD_UNITS, PLAN_TIERS, PRODUCT_GROUPS } from "@/contracts/enums";
import type { GetPackagePlansQuery } from "@/contracts/generated/graphql";

// A good getPackagePlans answer as the server's urql client gives it (each object with the
// `__typename` urql asks for), for answers this app wrote to Redis and reads back: any other key,
// a missing field or a value of another type is not an answer of this version, and is ignored.
// `satisfies` holds it to the generated query type, so a field added to the query must be added here.

const object = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject({ ...shape, __typename: z.string().optional() });

const COUPON_STATUSES = ["applied", "invalid", "not_redeemable", "better_deal_available", "already_used", "expired"] as const;
const amount = z.number();
const period = object({ identifier: z.string(), interval: z.number().int(), unit: z.enum(PERIOD_UNITS) });
const price = object({
  id: z.string(),
  total: amount,
  currencyCode: z.enum(CURRENCIES),
  discount: object({ totalBeforeDiscount: amount, percentageDiscount: amount }),
});
const services = z.array(
  object({ identifier: z.string(), attributes: z.array(object({ name: z.enum(ATTRIBUTE_NAMES), value: z.string() })) }),
);
const planFields = {
  id: z.string(),
  identifier: z.string(),
  productGroup: z.enum(PRODUCT_GROUPS),
  tier: z.enum(PLAN_TIERS).nullable(),
  bundleType: z.string().nullable(),
  couponStatus: z.enum(COUPON_STATUSES).nullable(),
  period,
  extraPeriod: period.nullable(),
  services,
  coupon: object({ code: z.string(), isLegacy: z.boolean() }).nullable(),
  price,
  nextChargePlan: object({ period, price, services }).nullable(),
};

/** A good answer: a package with its plans (an answer without one is a failure, never kept). */
export const goodPlansAnswerSchema = z.strictObject({
  getPackagePlans: object({
    id: z.string(),
    identifier: z.string(),
    productGroup: z.enum(PRODUCT_GROUPS),
    coupon: object({ code: z.string(), status: z.enum(COUPON_STATUSES), percentage: amount.nullable() }).nullable(),
    plans: z.array(object({ ...planFields, crossSellPlans: z.array(object(planFields)) })),
  }),
}) satisfies z.ZodType<GetPackagePlansQuery>;
