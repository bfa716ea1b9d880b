import { CURRENCY_DECIMALS, type Currency } from "@/contracts/enums";
import { roundTo } from "@/lib/number";

export interface Saving {
  /** What the shopper keeps, in the currency's decimals; never negative. */
  amount: number;
  /** Whole percent, rounded down so a saving is never overstated; 0 to 100. */
  percentage: number;
}

// Float noise such as (100 - 80) / 100 * 100 = 19.999999999999996 must not floor to 19.
const EPSILON = 1e-9;

/** The saving of paying `after` instead of `before` (a discount, or a long plan vs monthly). */
export function saving(before: number, after: number, currency: Currency): Saving {
  if (!Number.isFinite(before) || !Number.isFinite(after) || before <= 0 || after >= before) {
    return { amount: 0, percentage: 0 };
  }
  const kept = Math.min(before, before - Math.max(after, 0));
  return {
    amount: roundTo(kept, CURRENCY_DECIMALS[currency]),
    percentage: Math.min(100, Math.floor((kept / before) * 100 + EPSILON)),
  };
}
