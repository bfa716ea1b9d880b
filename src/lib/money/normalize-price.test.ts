import { describe, expect, it } from "vitest";
import { CURRENCIES, type Currency } from "@/contracts/enums";
import { normalizePrice } from "./normalize-price";

describe("normalizePrice", () => {
  const zeroDecimal = new Set<Currency>(["JPY", "KRW"]);

  it.each(CURRENCIES.map((currency) => [currency]))("divides %s minor units by its decimals", (currency) => {
    expect(normalizePrice(12345, currency)).toBe(zeroDecimal.has(currency) ? 12345 : 123.45);
  });

  it.each([
    [1999, "USD", 19.99],
    [1, "EUR", 0.01],
    [10, "GBP", 0.1],
    [0, "USD", 0],
    [-500, "USD", -5],
    [1199, "JPY", 1199],
    [990000, "KRW", 990000],
    [9007199254740991, "USD", 90071992547409.91],
  ] as const)("normalizePrice(%d, %s) is %d", (minor, currency, expected) => {
    expect(normalizePrice(minor, currency)).toBe(expected);
  });

  it("rounds a fractional minor amount to the nearest minor unit", () => {
    expect(normalizePrice(1999.5, "USD")).toBe(20);
    expect(normalizePrice(1999.4, "USD")).toBe(19.99);
    expect(normalizePrice(0.5, "JPY")).toBe(1);
  });

  it("refuses amounts that are not finite instead of showing a free plan", () => {
    expect(() => normalizePrice(Number.NaN, "USD")).toThrow(RangeError);
    expect(() => normalizePrice(Number.POSITIVE_INFINITY, "EUR")).toThrow(/EUR/);
  });
});
