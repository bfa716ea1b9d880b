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
    expect(summaryTotals(items, taxes, false)).toEqual({ subtotal: 119.76, discount: 0, tax: 8.68, total: 128.44, estimated: false });
  });

  it("estimates with the last rate while new taxes load", () => {
    expect(summaryTotals(items, taxes, true)).toMatchObject({ tax: 8.68, total: 128.44, estimated: true });
  });

  it("claims only what the coupon takes off the prices without it, not the saving against monthly", () => {
    // NordVPN Standard for two years: $83.76, $67.01 with SAVE20 ($311.76 if paid monthly).
    const plan = testPlan("vpn-standard-2y", {
      coupon: { code: "SAVE20", isLegacy: false },
      price: { id: "p", total: 67.01, currencyCode: "USD", discount: { totalBeforeDiscount: 311.76, percentageDiscount: 79 } },
    });
    const without = new Map([["vpn-standard-2y", 83.76]]);
    expect(summaryTotals([plan], null, false, undefined, without).discount).toBe(16.75);
    expect(summaryTotals([plan], null, false).discount).toBe(0);
  });

  it("tells the coupon's discount in the prices shown, with their tax where they include it", () => {
    const plan = testPlan("vpn-standard-2y", {
      coupon: { code: "SAVE20", isLegacy: false },
      price: { id: "p", total: 67.01, currencyCode: "USD", discount: { totalBeforeDiscount: 311.76, percentageDiscount: 79 } },
    });
    const withTax = (amount: number) => Math.round(amount * 119) / 100;
    // €99.67 − €79.74, each price with its 19 % in it.
    expect(summaryTotals([plan], null, false, withTax, new Map([["vpn-standard-2y", 83.76]])).discount).toBe(19.93);
  });

  it("shows the untaxed total when no rate is known yet", () => {
    expect(summaryTotals(items, null, true)).toMatchObject({ tax: 0, total: 119.76, estimated: true });
  });
});
