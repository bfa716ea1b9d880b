import { describe, expect, it } from "vitest";
import { saving } from "./saving";

describe("saving", () => {
  it.each([
    [100, 80, "USD", 20, 20],
    [11.99, 4.99, "USD", 7, 58],
    [143.88, 59.88, "EUR", 84, 58],
    [12.99, 3.09, "USD", 9.9, 76],
    [10, 6.7, "USD", 3.3, 33],
    [3, 2, "USD", 1, 33],
    [1199, 999, "JPY", 200, 16],
    [0.3, 0.1, "USD", 0.2, 66],
    [100, 0, "USD", 100, 100],
    [100, -5, "USD", 100, 100],
  ] as const)("from %d to %d %s saves %d (%d%%)", (before, after, currency, amount, percentage) => {
    expect(saving(before, after, currency)).toEqual({ amount, percentage });
  });

  it("never overstates: 66.67 % is shown as 66 %", () => {
    expect(saving(3, 1, "USD").percentage).toBe(66);
  });

  it("does not lose a whole percent to float noise", () => {
    expect(saving(0.7, 0.56, "USD").percentage).toBe(20);
    expect(saving(1.1, 0.88, "USD").percentage).toBe(20);
  });

  it.each([
    [10, 10],
    [10, 12],
    [0, 0],
    [-10, -20],
    [Number.NaN, 5],
    [10, Number.NaN],
    [Number.POSITIVE_INFINITY, 5],
  ])("is nothing when %d → %d is no saving", (before, after) => {
    expect(saving(before, after, "USD")).toEqual({ amount: 0, percentage: 0 });
  });
});
