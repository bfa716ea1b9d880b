import type { CheckoutQuery } from "@/features/checkout-query";
import type { PlanChoice } from "@/features/plans";

/** What a checkout address says about the plan: period, variant and bundle, the same on server and browser. */
export function planChoiceOf(query: Pick<CheckoutQuery, "product_period" | "product_subgroup" | "bundle_type">): PlanChoice {
  return { period: query.product_period, subgroup: query.product_subgroup, bundle: query.bundle_type };
}
