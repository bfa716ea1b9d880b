import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DATA_SIZE_UNITS } from "@/contracts/enums";
import { convertDataSize, DATA_SIZE_STEP, EMPTY_DATA_SIZE, toReadableDataSize, unitPower } from "@/lib/data-size";

const unit = fc.constantFrom(...DATA_SIZE_UNITS);
/** Sizes as plans state them: up to a million, with at most two decimals. */
const statedSize = fc.integer({ min: 0, max: 100_000_000 }).map((hundredths) => hundredths / 100);
const READABLE_NUMBER = /^\s*\d+(\.\d+)?\s*$/;

describe("data sizes, for any size", () => {
  it("convert to a smaller unit and back to the same size", () => {
    fc.assert(
      fc.property(statedSize, unit, unit, (amount, first, second) => {
        const [larger, smaller] = unitPower(first) >= unitPower(second) ? [first, second] : [second, first];
        expect(convertDataSize(convertDataSize(amount, larger, smaller), smaller, larger)).toBe(amount);
      }),
      { numRuns: 1000 },
    );
  });

  it("read in the largest unit in which they are at least 1, below 1024 of it, and the same size within the rounding", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), unit, (amount, given) => {
        const readable = toReadableDataSize(amount, given);
        const power = unitPower(readable.unit);
        if (readable.amount === 0) return;
        if (power < DATA_SIZE_UNITS.length - 1) expect(readable.amount).toBeLessThan(DATA_SIZE_STEP);
        if (power > 0) expect(readable.amount).toBeGreaterThanOrEqual(1);
        const exact = amount * DATA_SIZE_STEP ** (unitPower(given) - power);
        expect(Math.abs(readable.amount - exact)).toBeLessThanOrEqual(0.005 + exact * Number.EPSILON * 4);
      }),
      { numRuns: 1000 },
    );
  });

  it("never throw, and read anything that is not a size (junk text, a negative or endless number) as 0 gigabyte", () => {
    const junk = fc.oneof(
      fc.string().filter((text) => !READABLE_NUMBER.test(text)),
      fc.double({ max: -Number.MIN_VALUE }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, null, undefined),
    );
    fc.assert(
      fc.property(junk, unit, (value, given) => {
        expect(toReadableDataSize(value, given)).toEqual(EMPTY_DATA_SIZE);
      }),
      { numRuns: 1000 },
    );
  });

  it("read a size written as text as the same size written as a number", () => {
    fc.assert(
      fc.property(statedSize, unit, (amount, given) => {
        expect(toReadableDataSize(` ${amount} `, given)).toEqual(toReadableDataSize(amount, given));
      }),
    );
  });
});
