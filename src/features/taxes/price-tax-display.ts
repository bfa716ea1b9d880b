import { EEA_COUNTRIES } from "@/lib/regions";

/**
 * Whether a country's shoppers see prices with the tax in them ("inclusive") or before it, with
 * "+ tax" ("exclusive"): one table, by the consumer rules each group of countries follows (docs/decisions/0010-honest-prices.md). A country not listed gets "inclusive": where the tax depends on
 * the country alone, the price a shopper pays is the honest one to show.
 */
export type PriceTaxDisplay = "inclusive" | "exclusive";

export const PRICE_TAX_DISPLAY = {
  // EU Price Indication Directive 98/6/EC, also in the EEA (IS, LI, NO): the selling price includes VAT.
  // UK Price Marking Order 2004; Swiss Price Indication Ordinance; Australian Consumer Law (single
  // price) and NZ Fair Trading Act; Japan's total-price display (Consumption Tax Act, since 2021);
  // Korea's VAT-inclusive labelling; Singapore's GST display rule; UAE and Saudi VAT rules.
  inclusive: [...EEA_COUNTRIES, "GB", "CH", "AU", "NZ", "JP", "KR", "SG", "AE", "SA"],
  // US sales tax and Canadian GST/HST/PST depend on the state or province and are added at the till.
  exclusive: ["US", "CA"],
} as const satisfies Record<PriceTaxDisplay, readonly string[]>;

export function priceTaxDisplayOf(country: string): PriceTaxDisplay {
  return (PRICE_TAX_DISPLAY.exclusive as readonly string[]).includes(country) ? "exclusive" : "inclusive";
}
