import type { CheckoutQuery } from "@/features/checkout-query";
import { periodsOf, subgroupOf, variantsOf, type Plan } from "@/features/plans";

type PreselectionQuery = Pick<CheckoutQuery, "product_period" | "product_subgroup" | "bundle_type" | "focus" | "payment_step">;

/**
 * Whether the plan is already known from the address: it names a period the package sells and,
 * where it names a variant too (`product_subgroup` or `bundle_type`), that variant was selected.
 * A period alone chooses that period's first variant, as the page shows it selected, so a campaign
 * link such as `?product_period=2y&coupon=SAVE20` is a chosen plan. Then small screens show the
 * plan as a summary with "Change plan" instead of asking again. A link that opens the page at the
 * plans or the cross-sells (`focus`, `payment_step`) wants them open. Read from the address and the
 * prefetched plans only, so the server and the browser agree.
 */
export function isPlanPreselected(plans: readonly Plan[], selected: Plan, query: PreselectionQuery): boolean {
  if (query.focus === "plans" || query.focus === "cross_sell" || query.payment_step === "package_identifier") return false;
  const period = query.product_period;
  if (!period || !periodsOf(plans).some((offered) => offered.identifier === period)) return false;
  if (selected.period.identifier !== period) return false;
  if (variantsOf(plans, selected).length <= 1) return true;
  // A variant the link named but the period does not have fell back: the shopper should see the choice.
  if (query.product_subgroup !== undefined) return subgroupOf(selected) === query.product_subgroup;
  if (query.bundle_type !== undefined) return selected.bundleType?.toLowerCase() === query.bundle_type;
  return true;
}
