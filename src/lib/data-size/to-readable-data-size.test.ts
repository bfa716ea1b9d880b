import { describe, expect, it } from "vitest";
import { DATA_SIZE_UNITS } from "@/contracts/enums";
import { toReadableDataSize } from "./to-readable-data-size";

describe("toReadableDataSize", () => {
  it.each(DATA_SIZE_UNITS.map((unit, power) => [unit, power]))("1024^%# bytes read as 1 %s", (unit, power) => {
    expect(toReadableDataSize(1024 ** power)).toEqual({ amount: 1, unit });
  });

  it.each([
    [536870912000, "byte", 2, 500, "gigabyte"],
    [1536, "megabyte", 2, 1.5, "gigabyte"],
    [2048, "gigabyte", 2, 2, "terabyte"],
    [500, "gigabyte", 2, 500, "gigabyte"],
    [1023, "megabyte", 2, 1023, "megabyte"],
    [1023.999, "megabyte", 2, 1, "gigabyte"],
    [1023.999, "megabyte", 3, 1023.999, "megabyte"],
    [0.5, "kilobyte", 2, 512, "byte"],
    [0.5, "byte", 2, 0.5, "byte"],
    [1000, "byte", 0, 1000, "byte"],
    [1234567, "byte", 1, 1.2, "megabyte"],
    [1234567, "byte", 3, 1.177, "megabyte"],
    [1024 ** 3, "yottabyte", 0, 1073741824, "yottabyte"],
    ["500", "gigabyte", 2, 500, "gigabyte"],
    [" 2048 ", "kilobyte", 2, 2, "megabyte"],
  ] as const)("%s %s (decimals %d) reads as %d %s", (value, unit, decimals, amount, readableUnit) => {
    expect(toReadableDataSize(value, unit, decimals)).toEqual({ amount, unit: readableUnit });
  });

  it("keeps zero in the unit it was given", () => {
    expect(toReadableDataSize(0, "terabyte")).toEqual({ amount: 0, unit: "terabyte" });
  });

  it.each([undefined, null, "", "  ", "abc", "-5", "1e3", "0x10", -1, -0.01, Number.NaN, Number.POSITIVE_INFINITY])(
    "reads the empty or negative input %j as 0 gigabyte",
    (value) => {
      expect(toReadableDataSize(value, "megabyte")).toEqual({ amount: 0, unit: "gigabyte" });
    },
  );

  it("returns a fresh object each time so callers cannot corrupt the default", () => {
    const first = toReadableDataSize(undefined);
    first.amount = 99;
    expect(toReadableDataSize(undefined)).toEqual({ amount: 0, unit: "gigabyte" });
  });
});
