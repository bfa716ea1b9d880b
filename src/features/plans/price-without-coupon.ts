import type { GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";
import { monthsIn, saving } from "@/lib/money";
import type { PackagePlans, PricedPlan } from "./types";

/**
 * Each plan's and add-on's price without the link's coupon, by identifier: what a shopper
 * without it pays today, the one reference a coupon's reduction is told against (decision "one
 * reference price per line"). Read from the same query without the coupon, which the server
 * prefetches beside the page's own.
 */
export type PricesWithoutCoupon = ReadonlyMap<string, number>;

export const NO_COUPON_PRICES: PricesWithoutCoupon = new Map();

/** The same query without its coupon: the prices a coupon's reduction is measured from. */
export function withoutCoupon(variables: GetPackagePlansQueryVariables): GetPackagePlansQueryVariables {
  return { ...variables, coupon: null };
}

export function pricesWithoutCoupon(data: PackagePlans | null | undefined): PricesWithoutCoupon {
  const prices = new Map<string, number>();
  for (const plan of data?.plans ?? []) {
    prices.set(plan.identifier, plan.price.total);
    for (const offer of plan.crossSellPlans) prices.set(offer.identifier, offer.price.total);
  }
  return prices;
}

/**
 * What `item` costs without the coupon: its own price when the coupon does not apply to it, and
 * null where that price is not known (the query without the coupon failed) or is not higher (a
 * coupon that is no reduction): then no reduction is claimed for it.
 */
export function priceWithoutCoupon(item: PricedPlan, prices: PricesWithoutCoupon): number | null {
  if (!item.coupon) return item.price.total;
  const before = prices.get(item.identifier);
  return before !== undefined && before > item.price.total ? before : null;
}

/**
 * The whole percent a plan longer than a month saves against paying monthly for as many months
 * (the API's `totalBeforeDiscount`), told on its price without the coupon, so the plan card's
 * claim and the summary's coupon line never count the same money twice. 0 for a monthly plan.
 */
export function savingAgainstMonthly(item: PricedPlan, prices: PricesWithoutCoupon): number {
  if ((monthsIn(item.period) ?? 1) <= 1) return 0;
  const price = priceWithoutCoupon(item, prices) ?? item.price.total;
  return saving(item.price.discount.totalBeforeDiscount, price, item.price.currencyCode).percentage;
}
