import { describe, expect, it } from "vitest";
import type { TaxesResponse } from "@/contracts/checkout-api";
import { testPlan } from "@/features/plans/test-plans";
import { summaryTotals } from "./summary-totals";

const items = [testPlan("vpn-plus-1y"), testPlan("pass-xs-1y")];
const taxes: TaxesResponse = {
  country: "US",
  state: "US-CA",
  zip: null,
  address_layout: "state_with_postal",
  tax_name: "sales_tax",
  rate: 7.25,
  currency: "USD",
  lines: [],
  subtotal: 119.76,
  tax: 8.68,
  total: 128.44,
};

describe("summaryTotals", () => {
  it("uses the tax service's figures once they are in", () => {
    expect(summaryTotals(items, taxes, false)).toEqual({ subtotal: 119.76, discount: 192, tax: 8.68, total: 128.44, estimated: false });
  });

  it("estimates with the last rate while new taxes load", () => {
    expect(summaryTotals(items, taxes, true)).toMatchObject({ tax: 8.68, total: 128.44, estimated: true });
  });

  it("tells the discount in the prices shown, with their tax where they include it", () => {
    const withTax = (amount: number) => Math.round(amount * 119) / 100;
    expect(summaryTotals(items, taxes, false, withTax).discount).toBe(228.48);
  });

  it("shows the untaxed total when no rate is known yet", () => {
    expect(summaryTotals(items, null, true)).toMatchObject({ tax: 0, total: 119.76, estimated: true });
  });
});
