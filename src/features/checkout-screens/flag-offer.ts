import type { CheckoutQuery } from "@/features/checkout-query";
import { isFlagOn, type FeatureFlags } from "@/features/feature-flags";
import { selectCrossSells, selectPlan, subgroupOf, variantsOf, type CrossSellPlan, type PeriodControl, type Plan } from "@/features/plans";
import { monthsIn } from "@/lib/money";
import { planChoiceOf } from "./plan-choice-of";

/** `planPeriodDropdown` wins over `planPeriodRadio` (a segment experiment sets one on and the other off). */
export function periodControlOf(flags: FeatureFlags): PeriodControl {
  if (isFlagOn(flags, "planPeriodDropdown")) return "dropdown";
  return isFlagOn(flags, "planPeriodRadio") ? "radio" : "none";
}

const isShortTerm = (plan: Plan) => (monthsIn(plan.period) ?? 0) < 12;

/**
 * The plans the page sells: without `extraPlans`, the plans shorter than a year (the monthly
 * ones) are left out, unless the package sells nothing longer.
 */
export function offeredPlans(plans: readonly Plan[], flags: FeatureFlags): readonly Plan[] {
  if (isFlagOn(flags, "extraPlans")) return plans;
  const longTerm = plans.filter((plan) => !isShortTerm(plan));
  return longTerm.length > 0 ? longTerm : plans;
}

type PlanQuery = Pick<CheckoutQuery, "product_period" | "product_subgroup" | "bundle_type">;

/** The chosen plan among the offered ones: the same answer on the server and in the browser. */
export function offeredPlanOf(plans: readonly Plan[], query: PlanQuery, flags: FeatureFlags): Plan | undefined {
  return selectPlan(offeredPlans(plans, flags), planChoiceOf(query));
}

/** The cross-sells (add-ons) in the cart: none without the `addOn` flag, whatever `product_xs` names. */
export function offeredCrossSells(plan: Plan, productXs: readonly string[], flags: FeatureFlags): CrossSellPlan[] {
  return isFlagOn(flags, "addOn") ? selectCrossSells(plan, productXs) : [];
}

/** With `planUpgrade`, the next variant (tier) of the chosen plan's period, if the package has one. */
export function upgradeOf(plans: readonly Plan[], selected: Plan, flags: FeatureFlags): Plan | undefined {
  if (!isFlagOn(flags, "planUpgrade")) return undefined;
  const variants = variantsOf(plans, selected);
  const next = variants[variants.findIndex((plan) => plan.identifier === selected.identifier) + 1];
  return next && next.price.total > selected.price.total ? next : undefined;
}

/** What `upgrade` includes that `plan` does not. */
export function addedServices(plan: Plan, upgrade: Plan): Plan["services"] {
  const included = new Set(plan.services.map((service) => service.identifier));
  return upgrade.services.filter((service) => !included.has(service.identifier));
}

/** The address parameters that choose `plan` (what a tier card's click writes). */
export function planChoiceParams(plan: Plan): Record<string, string> {
  const subgroup = subgroupOf(plan);
  return subgroup ? { product_period: plan.period.identifier, product_subgroup: subgroup } : { product_period: plan.period.identifier };
}
