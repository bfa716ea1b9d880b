import type { PeriodUnit } from "@/contracts/enums";

export interface BillingPeriod {
  interval: number;
  unit: PeriodUnit;
}

// An average Gregorian month, so a 365-day plan and a 12-month plan cost the same per month.
const DAYS_PER_MONTH = 365.25 / 12;

const MONTHS_PER_UNIT: Readonly<Record<PeriodUnit, number>> = {
  DAY: 1 / DAYS_PER_MONTH,
  WEEK: 7 / DAYS_PER_MONTH,
  MONTH: 1,
  YEAR: 12,
};

/** How many months a billing period lasts, or null when the period is unusable. */
export function monthsIn({ interval, unit }: BillingPeriod): number | null {
  const perUnit = MONTHS_PER_UNIT[unit];
  if (perUnit === undefined || !Number.isFinite(interval) || interval <= 0) return null;
  return interval * perUnit;
}

/**
 * The price of one month of a plan billed `total` per `period` (a 2-year plan at 99.6 is 4.15 a
 * month). Unrounded: the caller formats it. Null when the period cannot be divided by, so the
 * screen hides the per-month line rather than showing "Infinity" or "NaN".
 */
export function perMonthPrice(total: number, period: BillingPeriod): number | null {
  const months = monthsIn(period);
  if (months === null || !Number.isFinite(total)) return null;
  return total / months;
}
