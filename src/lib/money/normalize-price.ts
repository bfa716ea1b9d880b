import { CURRENCY_DECIMALS, type Currency } from "@/contracts/enums";
import { roundTo } from "@/lib/number";

/**
 * Turns an integer amount in minor units (cents, öre; yen have none) into the currency's
 * decimal amount (spec section 3): 1999 USD → 19.99, 1999 JPY → 1999.
 */
export function normalizePrice(minorUnits: number, currency: Currency): number {
  if (!Number.isFinite(minorUnits)) {
    // A price we cannot read must never be shown as 0 (free): fail loudly instead.
    throw new RangeError(`normalizePrice: ${String(minorUnits)} is not a finite amount of ${currency}`);
  }
  const decimals = CURRENCY_DECIMALS[currency];
  return roundTo(minorUnits / 10 ** decimals, decimals);
}
