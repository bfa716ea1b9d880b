import { describe, expect, it } from "vitest";
import { isTaxFigures } from "./tax-figures";

const answer = {
  country: "US",
  state: "US-CA",
  zip: "94105",
  address_layout: "state_with_postal",
  tax_name: "sales_tax",
  rate: 7.25,
  currency: "USD",
  lines: [],
  subtotal: 119.76,
  tax: 8.68,
  total: 128.44,
};

describe("isTaxFigures", () => {
  it("accepts a taxes answer", () => {
    expect(isTaxFigures(answer)).toBe(true);
    expect(isTaxFigures({ country: "BR", tax_name: "none", rate: 0, tax: 0, total: 59.88 })).toBe(true);
  });

  it.each([
    ["nothing", null],
    ["an error body", { error: "bad_request", message: "Unknown country code" }],
    ["an unknown tax name", { ...answer, tax_name: "duty" }],
    ["a rate as text", { ...answer, rate: "7.25" }],
    ["a missing total", { ...answer, total: undefined }],
    ["a null tax", { ...answer, tax: null }],
    ["no country", { ...answer, country: undefined }],
  ])("refuses %s", (_, value) => {
    expect(isTaxFigures(value)).toBe(false);
  });
});
