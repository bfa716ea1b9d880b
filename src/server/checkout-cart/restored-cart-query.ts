import type { CartSelectionResponse } from "@/contracts/checkout-api";

/** The query parameters that name a cart's selection; a page whose query has one is not restored. */
const SELECTION_KEYS = ["product", "product_group", "product_period"];

export function namesSelection(query: Partial<Record<string, string | string[]>>): boolean {
  return SELECTION_KEYS.some((key) => query[key] !== undefined);
}

/**
 * A cart's selection as the checkout query writes it (spec 2.2, CONTRACTS 2b): group, period,
 * variant, filters, cross-sells, currency and coupon. `product` is left out, as spec 2.3 drops it
 * on the payment step when there is a cart; the e-mail never goes into an address.
 */
export function restoredCartQuery(cart: CartSelectionResponse): Record<string, string> {
  const { main } = cart;
  const query: Record<string, string> = { product_group: main.product_group, product_period: main.period, currency: cart.currency };
  if (main.subgroup) query.product_subgroup = main.subgroup;
  if (main.product_group === "PASS" && main.subgroup) query["product_filters[subgroup]"] = main.subgroup;
  if (main.storage_quota) {
    query["product_filters[storage_quota_amount]"] = String(main.storage_quota.amount);
    query["product_filters[storage_quota_unit]"] = main.storage_quota.unit;
  }
  const crossSells = cart.plans.slice(1);
  if (crossSells.length > 0) query.product_xs = crossSells.join(",");
  if (cart.coupon) query.coupon = cart.coupon;
  return query;
}
