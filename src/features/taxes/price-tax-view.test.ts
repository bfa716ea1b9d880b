import { describe, expect, it } from "vitest";
import { PRICE_TAX_DISPLAY, priceTaxDisplayOf } from "./price-tax-display";
import { priceTaxViewOf, shownAmount } from "./price-tax-view";

const germany = { country: "DE", tax_name: "vat", rate: 19, tax: 10.47, total: 65.56 } as const;

describe("price tax display", () => {
  it.each([
    ["DE", "inclusive"],
    ["GB", "inclusive"],
    ["NO", "inclusive"],
    ["CH", "inclusive"],
    ["AU", "inclusive"],
    ["JP", "inclusive"],
    ["US", "exclusive"],
    ["CA", "exclusive"],
    ["BR", "inclusive"],
  ])("%s shows prices %s of tax", (country, display) => {
    expect(priceTaxDisplayOf(country)).toBe(display);
  });

  it("names each country once, and every listed one as the table says", () => {
    const countries = [...PRICE_TAX_DISPLAY.inclusive, ...PRICE_TAX_DISPLAY.exclusive];
    expect(new Set(countries).size).toBe(countries.length);
    for (const country of PRICE_TAX_DISPLAY.inclusive) expect(priceTaxDisplayOf(country)).toBe("inclusive");
  });
});

describe("priceTaxViewOf", () => {
  it("includes the tax where the country's rules want it and its rate is known", () => {
    expect(priceTaxViewOf("DE", germany)).toEqual({ kind: "included", rate: 19, taxName: "vat", country: "DE" });
  });

  it("adds the tax in the US and Canada, and wherever the rate is not known yet", () => {
    expect(priceTaxViewOf("US", { ...germany, country: "US", tax_name: "sales_tax", rate: 4 })).toEqual({ kind: "added" });
    expect(priceTaxViewOf("DE", null)).toEqual({ kind: "added" });
    // The answer still on screen is for the country the shopper just left.
    expect(priceTaxViewOf("FR", germany)).toEqual({ kind: "added" });
  });
});

describe("shownAmount", () => {
  it("gives a German shopper the price the summary's total charges", () => {
    expect(shownAmount(55.09, "EUR", { kind: "included", rate: 19, taxName: "vat", country: "DE" })).toBe(65.56);
  });

  it("rounds half up in minor units, in currencies without them too", () => {
    expect(shownAmount(4428, "JPY", { kind: "included", rate: 10, taxName: "vat", country: "JP" })).toBe(4871);
    expect(shownAmount(0.5, "EUR", { kind: "included", rate: 1, taxName: "vat", country: "DE" })).toBe(0.51);
  });

  it("leaves the amount alone when the tax is added later or is zero", () => {
    expect(shownAmount(59.88, "USD", { kind: "added" })).toBe(59.88);
    expect(shownAmount(59.88, "BRL", { kind: "included", rate: 0, taxName: "none", country: "BR" })).toBe(59.88);
  });
});
