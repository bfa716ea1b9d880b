import { describe, expect, it } from "vitest";
import { quoteTaxes, taxOf } from "./tax-quote";
import { US_STATE_RATES } from "./tax-rates";

describe("taxOf", () => {
  it.each([
    // California's 7.25 % on 59.88: 434.13 cents, rounded to 434.
    [5988, 7.25, 434],
    [9999, US_STATE_RATES.NY!, 400],
    [1000, 0, 0],
    [0, 19, 0],
    // Half a minor unit rounds up.
    [10, 5, 1],
    [30, 5, 2],
    [9, 5, 0],
  ])("%d minor units at %d %% is %d", (amountMinor, rate, tax) => {
    expect(taxOf(amountMinor, rate)).toBe(tax);
  });

  it.each([
    [-1, 10],
    [10.5, 10],
    [Number.NaN, 10],
    [Number.MAX_SAFE_INTEGER + 1, 10],
    [100, -1],
    [100, 101],
    [100, Number.NaN],
    [100, Number.POSITIVE_INFINITY],
  ])("refuses %d minor units at %d %%", (amountMinor, rate) => {
    expect(() => taxOf(amountMinor, rate)).toThrow(RangeError);
  });
});

describe("quoteTaxes", () => {
  it("taxes each line on its own and adds the lines up, in the currency's decimals", () => {
    const quote = quoteTaxes(
      [
        { priceId: "a.USD", amountMinor: 4790 },
        { priceId: "b.USD", amountMinor: 1788 },
      ],
      7.25,
      "USD",
    );
    expect(quote.lines).toEqual([
      { price_id: "a.USD", amount: 47.9, tax: 3.47, total: 51.37 },
      { price_id: "b.USD", amount: 17.88, tax: 1.3, total: 19.18 },
    ]);
    expect(quote).toMatchObject({ subtotal: 65.78, tax: 4.77, total: 70.55 });
  });

  it("rounds each line, not the sum: two lines of 0.5 cents tax are one cent each", () => {
    const quote = quoteTaxes(
      [
        { priceId: "a.USD", amountMinor: 10 },
        { priceId: "b.USD", amountMinor: 10 },
      ],
      5,
      "USD",
    );
    expect(quote.tax).toBe(0.02);
    expect(quote.lines.map((line) => line.tax)).toEqual([0.01, 0.01]);
  });

  it("adds the tax on top of net prices: the amount stays, the total grows", () => {
    const [line] = quoteTaxes([{ priceId: "a.EUR", amountMinor: 10000 }], 19, "EUR").lines;
    expect(line).toEqual({ price_id: "a.EUR", amount: 100, tax: 19, total: 119 });
  });

  it("keeps zero-decimal currencies in whole units", () => {
    const quote = quoteTaxes([{ priceId: "a.JPY", amountMinor: 12345 }], 10, "JPY");
    // 1234.5 yen of tax rounds up to a whole yen.
    expect(quote).toEqual({
      lines: [{ price_id: "a.JPY", amount: 12345, tax: 1235, total: 13580 }],
      subtotal: 12345,
      tax: 1235,
      total: 13580,
    });
  });

  it("charges nothing at a zero rate", () => {
    expect(quoteTaxes([{ priceId: "a.HKD", amountMinor: 7800 }], 0, "HKD")).toMatchObject({ tax: 0, subtotal: 78, total: 78 });
  });

  it("is all zeros without a currency or without lines", () => {
    expect(quoteTaxes([], 7.25, null)).toEqual({ lines: [], subtotal: 0, tax: 0, total: 0 });
    expect(quoteTaxes([], 7.25, "USD")).toEqual({ lines: [], subtotal: 0, tax: 0, total: 0 });
  });

  it("refuses a line that is not an amount in minor units", () => {
    expect(() => quoteTaxes([{ priceId: "a.USD", amountMinor: 12.5 }], 7.25, "USD")).toThrow(RangeError);
  });
});
