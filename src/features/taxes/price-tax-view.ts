import { CURRENCY_DECIMALS, type Currency, type TaxName } from "@/contracts/enums";
import { priceTaxDisplayOf } from "./price-tax-display";
import type { TaxFigures } from "./tax-figures";

/**
 * How prices are shown: with the country's tax in them (its rate known from the taxes answer for
 * that country), or before tax, which is also what an unknown rate falls back to, "+ tax".
 */
export type PriceTaxView = { kind: "included"; rate: number; taxName: TaxName; country: string } | { kind: "added" };

export function priceTaxViewOf(country: string, taxes: TaxFigures | null): PriceTaxView {
  if (priceTaxDisplayOf(country) === "exclusive" || !taxes || taxes.country !== country) return { kind: "added" };
  return { kind: "included", rate: taxes.rate, taxName: taxes.tax_name, country };
}

/**
 * The amount as shown: with the tax, rounded half up in minor units per line, as the checkout API
 * taxes each line, so the plan card, the summary's lines and its total add up to what is charged.
 */
export function shownAmount(amount: number, currency: Currency, view: PriceTaxView): number {
  if (view.kind === "added" || view.rate === 0) return amount;
  const scale = 10 ** CURRENCY_DECIMALS[currency];
  const minor = Math.round(amount * scale);
  return (minor + Math.round((minor * view.rate) / 100)) / scale;
}
