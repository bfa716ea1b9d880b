import type { Currency } from "@/contracts/enums";

/**
 * What the shopper is buying, as the payment page's URL-driven store knows it. The server
 * prices everything from these identifiers; no amount travels from the browser.
 */
export interface PaymentSelection {
  /** The main plan's identifier, e.g. "vpn-plus-1y" (the order's plans[0]). */
  plan: string;
  /** Cross-sell plan identifiers of the same period, e.g. ["pass-xs-1y"]. */
  crossSellPlans: readonly string[];
  /** The coupon code as applied, if any. */
  coupon?: string;
  currency: Currency;
  /** The tax address: ISO country, ISO 3166-2 state where the layout has one, postal code. */
  country: string;
  state?: string;
  zip?: string;
}

/**
 * The purchase an attempt is for: what is bought and where it is taxed. Two attempts for the
 * same purchase share an open (unanswered) payment request; see submit/attempt-store.ts.
 */
export function purchaseKey(selection: PaymentSelection): string {
  const { plan, crossSellPlans, coupon, currency, country, state, zip } = selection;
  return JSON.stringify([plan, ...crossSellPlans, coupon ?? "", currency, country, state ?? "", zip ?? ""]);
}
