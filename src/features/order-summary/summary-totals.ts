import { NO_COUPON_PRICES, priceWithoutCoupon, type PricedPlan, type PricesWithoutCoupon } from "@/features/plans";
import type { TaxFigures } from "@/features/taxes";

const round = (value: number) => Math.round(value * 100) / 100;
const sum = (values: number[]) => round(values.reduce((total, value) => total + value, 0));

export interface SummaryTotals {
  subtotal: number;
  /** What the link's coupon takes off the items' prices without it; the one saving the summary claims. */
  discount: number;
  tax: number;
  total: number;
  /** The tax answer is for an older cart or address; the figures are an estimate until it lands. */
  estimated: boolean;
}

/**
 * The cart's figures. While new taxes load, the last known rate gives an estimate, so the total
 * does not jump to the untaxed amount and back.
 */
export function summaryTotals(
  items: readonly PricedPlan[],
  taxes: TaxFigures | null,
  taxesLoading: boolean,
  /** How an item's amount is shown (with its tax where prices include it); the discount is told in the same terms. */
  shown: (amount: number, item: PricedPlan) => number = (amount) => amount,
  /** The items' prices without the coupon, from the same query without it. */
  pricesWithoutCoupon: PricesWithoutCoupon = NO_COUPON_PRICES,
): SummaryTotals {
  const subtotal = sum(items.map((item) => item.price.total));
  const discount = sum(items.map((item) => shown(itemPriceBeforeCoupon(item, pricesWithoutCoupon), item) - shown(item.price.total, item)));
  if (taxes && !taxesLoading) return { subtotal, discount, tax: taxes.tax, total: taxes.total, estimated: false };
  const tax = round((subtotal * (taxes?.rate ?? 0)) / 100);
  return { subtotal, discount, tax, total: sum([subtotal, tax]), estimated: true };
}

/** An item's line in the summary: its price without the coupon, which the discount line then takes off. */
export function itemPriceBeforeCoupon(item: PricedPlan, pricesWithoutCoupon: PricesWithoutCoupon): number {
  return priceWithoutCoupon(item, pricesWithoutCoupon) ?? item.price.total;
}
