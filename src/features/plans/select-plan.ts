import { monthsIn } from "@/lib/money";
import type { CrossSellPlan, Plan, PlanPeriod, PricedPlan } from "./types";

/** The period preselected when a link names none or one the package does not sell. */
export const DEFAULT_PERIOD = "1y";

const PERIOD_SUFFIX = /-[1-9]\d?[dwmy]$/;

/** `vpn-plus-1y` → `vpn-plus`: the product line a plan sells, whatever its period. */
export function lineOf(identifier: string): string {
  return identifier.replace(PERIOD_SUFFIX, "");
}

const monthsOf = (period: PlanPeriod) => monthsIn(period) ?? 0;

/** The periods the package sells, shortest first. */
export function periodsOf(plans: readonly Plan[]): PlanPeriod[] {
  const byId = new Map<string, PlanPeriod>();
  for (const plan of plans) if (!byId.has(plan.period.identifier)) byId.set(plan.period.identifier, plan.period);
  return [...byId.values()].sort((a, b) => monthsOf(a) - monthsOf(b));
}

/** A plan's variant as `product_subgroup` writes it: its tier, or its password-manager subgroup. */
export function subgroupOf(plan: PricedPlan): string | undefined {
  if (plan.tier) return plan.tier.toLowerCase();
  const attribute = plan.services.flatMap((service) => service.attributes).find((a) => a.name === "SUBGROUP");
  return attribute?.value.toLowerCase();
}

export interface PlanChoice {
  period?: string | undefined;
  subgroup?: string | undefined;
  /** `bundle_type`: the bundle plan a link names; `subgroup` wins when both are given. */
  bundle?: string | undefined;
}

function choosePeriod(plans: readonly Plan[], wanted: string | undefined): string | undefined {
  const periods = periodsOf(plans).map((period) => period.identifier);
  if (wanted && periods.includes(wanted)) return wanted;
  return periods.includes(DEFAULT_PERIOD) ? DEFAULT_PERIOD : periods.at(-1);
}

/**
 * The plan a shopper has chosen: the period and variant the link names when the package sells
 * them (the variant by `product_subgroup`, else by `bundle_type`), else the default period and
 * the package's first variant. An unknown value never fails: it falls back to the default plan.
 */
export function selectPlan(plans: readonly Plan[], { period, subgroup, bundle }: PlanChoice): Plan | undefined {
  const chosenPeriod = choosePeriod(plans, period);
  const inPeriod = plans.filter((plan) => plan.period.identifier === chosenPeriod);
  return (
    inPeriod.find((plan) => subgroup !== undefined && subgroupOf(plan) === subgroup) ??
    inPeriod.find((plan) => bundle !== undefined && plan.bundleType?.toLowerCase() === bundle) ??
    inPeriod[0]
  );
}

/** The variants on offer in the chosen plan's period, in catalogue order. */
export function variantsOf(plans: readonly Plan[], selected: Plan): Plan[] {
  return plans.filter((plan) => plan.period.identifier === selected.period.identifier);
}

/** The plan of another period with the same variant, for a period switch. */
export function planForPeriod(plans: readonly Plan[], selected: Plan, period: string): Plan | undefined {
  return selectPlan(plans, { period, subgroup: subgroupOf(selected) });
}

/** The cross-sells `product_xs` names, matched by product line so they follow a period switch. */
export function selectCrossSells(plan: Plan, productXs: readonly string[]): CrossSellPlan[] {
  const lines = new Set(productXs.map(lineOf));
  return plan.crossSellPlans.filter((crossSell) => lines.has(lineOf(crossSell.identifier)));
}
