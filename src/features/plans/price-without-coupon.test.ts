import { describe, expect, it } from "vitest";
import type { Currency } from "@/contracts/enums";
import { pricesWithoutCoupon, priceWithoutCoupon, savingAgainstMonthly, withoutCoupon } from "./price-without-coupon";
import { testPlan } from "./test-plans";
import type { PackagePlans } from "./types";

const coupon = { code: "SAVE20", isLegacy: false };

/** A plan as the API answers it: `total` with the coupon in it when `couponed`. */
const priced = (identifier: string, total: number, before: number, couponed = true, currency: Currency = "USD") =>
  testPlan(identifier, {
    coupon: couponed ? coupon : null,
    price: { id: identifier, total, currencyCode: currency, discount: { totalBeforeDiscount: before, percentageDiscount: 0 } },
  });

/** NordVPN Standard as the sandbox prices it without a coupon, with NordPass offered beside it. */
const withoutTheCoupon = {
  plans: [
    { ...priced("vpn-standard-1m", 12.99, 12.99, false), crossSellPlans: [] },
    { ...priced("vpn-standard-2y", 83.76, 311.76, false), crossSellPlans: [priced("pass-xs-2y", 59.76, 71.76, false)] },
  ],
} as unknown as PackagePlans;
const prices = pricesWithoutCoupon(withoutTheCoupon);

describe("priceWithoutCoupon", () => {
  it("is the plan's price in the same query without the coupon", () => {
    expect(priceWithoutCoupon(priced("vpn-standard-2y", 67.01, 311.76), prices)).toBe(83.76);
  });

  it("knows the add-ons' prices too", () => {
    expect(prices.get("pass-xs-2y")).toBe(59.76);
  });

  it("is the price itself for an item the coupon does not apply to", () => {
    expect(priceWithoutCoupon(priced("pass-xs-2y", 59.76, 71.76, false), prices)).toBe(59.76);
  });

  it("claims nothing where that price is unknown or no higher", () => {
    expect(priceWithoutCoupon(priced("vpn-plus-2y", 86.21, 335.76), prices)).toBeNull();
    expect(priceWithoutCoupon(priced("vpn-standard-2y", 90, 311.76), prices)).toBeNull();
  });

  it("asks for the same query with the coupon left out and nothing else changed", () => {
    const variables = { countryCode: "DE", currencyCode: "EUR" as const, packageId: "vpn", coupon: "SAVE20", filters: null };
    expect(withoutCoupon(variables)).toEqual({ ...variables, coupon: null });
  });
});

describe("savingAgainstMonthly", () => {
  it("is what a long plan saves against paying monthly, without counting the coupon", () => {
    // $83.76 for two years without SAVE20, against $12.99 × 24 paid monthly.
    expect(savingAgainstMonthly(priced("vpn-standard-2y", 67.01, 311.76), prices)).toBe(73);
  });

  it("is nothing for a monthly plan, even with a coupon", () => {
    expect(savingAgainstMonthly(priced("vpn-standard-1m", 10.39, 12.99), prices)).toBe(0);
  });

  it("rounds down, so a saving is never overstated", () => {
    expect(savingAgainstMonthly(priced("vpn-standard-1y", 59.88, 155.88, false), prices)).toBe(61);
  });
});
