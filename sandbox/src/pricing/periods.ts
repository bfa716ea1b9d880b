import type { Period } from "@/contracts/generated/schema-types";

export const PERIOD_IDS = ["1m", "1y", "2y"] as const;
export type PeriodId = (typeof PERIOD_IDS)[number];

export const PERIODS: Readonly<Record<PeriodId, Period & { months: number }>> = {
  "1m": { identifier: "1m", interval: 1, unit: "MONTH", months: 1 },
  "1y": { identifier: "1y", interval: 1, unit: "YEAR", months: 12 },
  "2y": { identifier: "2y", interval: 2, unit: "YEAR", months: 24 },
};

export const PERIOD_PHRASES: Readonly<Record<PeriodId, string>> = {
  "1m": "1-month plan",
  "1y": "1-year plan",
  "2y": "2-year plan",
};

export function extraMonthsPeriod(months: number): Period {
  return { identifier: `${months}m`, interval: months, unit: "MONTH" };
}

export function toPeriod(id: PeriodId): Period {
  const { identifier, interval, unit } = PERIODS[id];
  return { identifier, interval, unit };
}
