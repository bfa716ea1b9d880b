import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCIES, CURRENCY_DECIMALS } from "@/contracts/enums";
import { roundTo } from "@/lib/number";
import { normalizePrice } from "./normalize-price";

/** Amounts a price or a tax can be: up to a billion, with any fraction. */
const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });
const places = fc.integer({ min: 0, max: 4 });

describe("money rounding, for any amount", () => {
  it("rounds to at most the places asked for, within half a unit of the last place", () => {
    fc.assert(
      fc.property(amount, places, (value, decimals) => {
        const rounded = roundTo(value, decimals);
        expect(Number(rounded.toFixed(decimals))).toBe(rounded);
        // Half a unit of the last place, and the float's own spacing at this size.
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + Math.abs(value) * Number.EPSILON * 4);
      }),
      { numRuns: 2000 },
    );
  });

  it("is idempotent and symmetric: rounding a rounded amount changes nothing, and -x rounds to -(x rounded)", () => {
    fc.assert(
      fc.property(amount, places, (value, decimals) => {
        const rounded = roundTo(value, decimals);
        expect(roundTo(rounded, decimals)).toBe(rounded);
        expect(roundTo(-value, decimals)).toBe(rounded === 0 ? 0 : -rounded);
      }),
      { numRuns: 2000 },
    );
  });

  it("rounds a half away from zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 4 }), (units, decimals) => {
        // units + 0.5 of the last place, written in decimal, as a price list does.
        const half = Number(`${units < 0 ? "-" : ""}${Math.abs(units)}5e-${decimals + 1}`);
        const away = (Math.abs(units) + 1) / 10 ** decimals;
        expect(roundTo(half, decimals)).toBe(units < 0 ? -away : away);
      }),
    );
  });

  it("reads any whole number of minor units as exactly that decimal amount in every currency", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...CURRENCIES), (minorUnits, currency) => {
        const decimals = CURRENCY_DECIMALS[currency];
        const digits = String(Math.abs(minorUnits)).padStart(decimals + 1, "0");
        const written = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
        const price = normalizePrice(minorUnits, currency);
        expect(price.toFixed(decimals)).toBe(`${minorUnits < 0 ? "-" : ""}${written}`);
        expect(Math.round(price * 10 ** decimals)).toBe(minorUnits || 0);
      }),
      { numRuns: 1000 },
    );
  });
});
