import { CURRENCY_DECIMALS, type Currency } from "@/contracts/enums";

/** Spec section 3: a decimal is the integer minor-unit amount divided by 10^decimals. */
export function toDecimal(minor: number, currency: Currency): number {
  const factor = 10 ** CURRENCY_DECIMALS[currency];
  return Math.round(minor) / factor;
}

/** Percent of an amount in minor units, rounded half up to a whole minor unit. */
export function percentOf(minor: number, percent: number): number {
  return Math.round((minor * percent) / 100);
}
