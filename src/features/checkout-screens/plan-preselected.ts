import type { CheckoutQuery } from "@/features/checkout-query";
import { periodsOf, subgroupOf, variantsOf, type Plan } from "@/features/plans";

type PreselectionQuery = Pick<CheckoutQuery, "product_period" | "product_subgroup" | "bundle_type" | "focus" | "payment_step">;

/**
 * Whether the link already chose the plan: it names a period the package sells and, where the
 * period has more than one variant, the variant that was selected (by `product_subgroup` or
 * `bundle_type`). Then small screens show the plan as a summary instead of asking again. A link
 * that opens the page at the plans or the cross-sells (`focus`, `payment_step`) wants them open.
 * Read from the address and the prefetched plans only, so the server and the browser agree.
 */
export function isPlanPreselected(plans: readonly Plan[], selected: Plan, query: PreselectionQuery): boolean {
  if (query.focus === "plans" || query.focus === "cross_sell" || query.payment_step === "package_identifier") return false;
  const period = query.product_period;
  if (!period || !periodsOf(plans).some((offered) => offered.identifier === period)) return false;
  if (selected.period.identifier !== period) return false;
  if (variantsOf(plans, selected).length <= 1) return true;
  if (query.product_subgroup !== undefined) return subgroupOf(selected) === query.product_subgroup;
  return query.bundle_type !== undefined && selected.bundleType?.toLowerCase() === query.bundle_type;
}
