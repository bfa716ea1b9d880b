import { CURRENCY_DECIMALS, WHOLE_UNIT_DISPLAY_CURRENCIES, type Currency } from "@/contracts/enums";

/**
 * Currencies whose minor unit exists on paper only: Indonesia writes its prices in whole rupiah
 * (Rp 149.000, never Rp 149.000,00), and its prices are whole rupiah, so they are shown without
 * decimals in every mode (docs/decisions/0058-rupiah-without-decimals.md). The amounts themselves
 * keep the currency's decimals (CURRENCY_DECIMALS) for every sum.
 */
const NO_DECIMALS_SHOWN: readonly Currency[] = ["IDR"];

/**
 * How many decimals a price is shown with (spec section 9): the currency's own decimals, except
 * that NOK, DKK, SEK, MXN, SGD, HKD and TWD drop them outside precise mode, and IDR never shows
 * any. Precise mode is the default of formatPrice; only the per-month headline of a plan card
 * leaves it.
 */
export function fractionDigits(currency: Currency, precise: boolean): number {
  if (NO_DECIMALS_SHOWN.includes(currency)) return 0;
  if (!precise && WHOLE_UNIT_DISPLAY_CURRENCIES.includes(currency)) return 0;
  return CURRENCY_DECIMALS[currency];
}
