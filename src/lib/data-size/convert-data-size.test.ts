import { describe, expect, it } from "vitest";
import { DATA_SIZE_UNITS } from "@/contracts/enums";
import { convertDataSize, unitPower } from "./convert-data-size";

describe("convertDataSize", () => {
  it("orders the units byte…yottabyte as powers of 1024", () => {
    expect(DATA_SIZE_UNITS.map(unitPower)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each(DATA_SIZE_UNITS.slice(1).map((unit, index) => [DATA_SIZE_UNITS[index]!, unit]))(
    "1 %s is 1/1024 of 1 %s and 1024 of it makes one",
    (smaller, larger) => {
      expect(convertDataSize(1024, smaller, larger)).toBe(1);
      expect(convertDataSize(1, larger, smaller)).toBe(1024);
    },
  );

  it.each([
    [500, "gigabyte", "byte", 0, 536870912000],
    [500, "gigabyte", "terabyte", 2, 0.49],
    [500, "gigabyte", "terabyte", 4, 0.4883],
    [2, "terabyte", "gigabyte", 2, 2048],
    [1.5, "gigabyte", "megabyte", 0, 1536],
    [1, "byte", "kilobyte", 2, 0],
    [1, "byte", "kilobyte", 5, 0.00098],
    [1, "yottabyte", "byte", 0, 1024 ** 8],
    [1, "byte", "yottabyte", 30, 8.27181e-25],
    [3, "megabyte", "megabyte", 2, 3],
    [1536, "megabyte", "gigabyte", 0, 2],
  ] as const)("%s %s → %s with %d decimals is %d", (amount, from, to, decimals, expected) => {
    expect(convertDataSize(amount, from, to, decimals)).toBe(expected);
  });

  it("rounds to two decimals unless told", () => {
    expect(convertDataSize(1000, "megabyte", "gigabyte")).toBe(0.98);
  });
});
