import type { TaxesResponse } from "@/contracts/checkout-api";
import type { Currency } from "@/contracts/enums";
import { percentOf, toDecimal } from "../money/minor-units";

/** One priced line in the currency's minor units (cents; yen for JPY). */
export interface PricedLine {
  priceId: string;
  amountMinor: number;
}

export type TaxQuote = Pick<TaxesResponse, "lines" | "subtotal" | "tax" | "total">;

/**
 * Tax on one amount in minor units, rounded half up to a whole minor unit. Prices are net: the
 * tax is added on top, never taken out of the amount. `rate` is a percentage (7.25 for 7.25 %).
 */
export function taxOf(amountMinor: number, rate: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) throw new RangeError(`Not a tax rate in percent: ${rate}`);
  return percentOf(amountMinor, rate);
}

/**
 * The tax answer's arithmetic: each line taxed on its own (so the lines add up to the totals),
 * summed in minor units and written as decimals of the currency only at the end. Without a
 * currency (no price given) there is nothing to tax.
 */
export function quoteTaxes(lines: readonly PricedLine[], rate: number, currency: Currency | null): TaxQuote {
  if (!currency) return { lines: [], subtotal: 0, tax: 0, total: 0 };
  let subtotal = 0;
  let tax = 0;
  const quoted = lines.map(({ priceId, amountMinor }) => {
    const lineTax = taxOf(amountMinor, rate);
    subtotal += amountMinor;
    tax += lineTax;
    return {
      price_id: priceId,
      amount: toDecimal(amountMinor, currency),
      tax: toDecimal(lineTax, currency),
      total: toDecimal(amountMinor + lineTax, currency),
    };
  });
  return {
    lines: quoted,
    subtotal: toDecimal(subtotal, currency),
    tax: toDecimal(tax, currency),
    total: toDecimal(subtotal + tax, currency),
  };
}
