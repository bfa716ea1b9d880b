import { CURRENCY_DECIMALS, WHOLE_UNIT_DISPLAY_CURRENCIES, type Currency } from "@/contracts/enums";

/**
 * How many decimals a price is shown with (spec section 9): the currency's own decimals, except
 * that NOK, DKK, SEK, MXN, SGD, HKD and TWD drop them outside precise mode. Precise mode is the
 * default of formatPrice; only the per-month headline of a plan card leaves it.
 */
export function fractionDigits(currency: Currency, precise: boolean): number {
  if (!precise && WHOLE_UNIT_DISPLAY_CURRENCIES.includes(currency)) return 0;
  return CURRENCY_DECIMALS[currency];
}
