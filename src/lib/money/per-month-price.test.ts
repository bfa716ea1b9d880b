import { describe, expect, it } from "vitest";
import type { PeriodUnit } from "@/contracts/enums";
import { monthsIn, perMonthPrice } from "./per-month-price";

describe("perMonthPrice", () => {
  it.each([
    [11.99, 1, "MONTH", 11.99],
    [35.97, 3, "MONTH", 11.99],
    [59.88, 1, "YEAR", 4.99],
    [99.6, 2, "YEAR", 4.15],
    [0, 1, "YEAR", 0],
    [1199, 1, "YEAR", 99.91666666666667],
  ] as const)("%d per %d %s is %d a month", (total, interval, unit, expected) => {
    expect(perMonthPrice(total, { interval, unit })).toBeCloseTo(expected, 10);
  });

  it("scales days and weeks by an average month of 365.25 / 12 days", () => {
    expect(perMonthPrice(1, { interval: 1, unit: "DAY" })).toBeCloseTo(30.4375, 10);
    expect(perMonthPrice(7, { interval: 1, unit: "WEEK" })).toBeCloseTo(30.4375, 10);
    expect(perMonthPrice(30.4375, { interval: 30.4375, unit: "DAY" })).toBeCloseTo(30.4375, 10);
    expect(perMonthPrice(365.25, { interval: 365, unit: "DAY" })).toBeCloseTo(30.4375 * (365.25 / 365), 10);
  });

  it("makes a 12-month and a 1-year plan cost the same per month", () => {
    expect(perMonthPrice(120, { interval: 12, unit: "MONTH" })).toBe(perMonthPrice(120, { interval: 1, unit: "YEAR" }));
  });

  it.each([
    [0, "MONTH"],
    [-1, "YEAR"],
    [Number.NaN, "MONTH"],
    [Number.POSITIVE_INFINITY, "YEAR"],
    [1, "FORTNIGHT"],
  ])("is null for the unusable period %d %s", (interval, unit) => {
    expect(perMonthPrice(10, { interval, unit: unit as PeriodUnit })).toBeNull();
    expect(monthsIn({ interval, unit: unit as PeriodUnit })).toBeNull();
  });

  it("is null for a total that is not a number", () => {
    expect(perMonthPrice(Number.NaN, { interval: 1, unit: "YEAR" })).toBeNull();
  });
});
