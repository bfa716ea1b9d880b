import { describe, expect, it } from "vitest";
import type { CartSelectionResponse } from "@/contracts/checkout-api";
import { parseCheckoutQuery } from "@/features/checkout-query";
import { namesSelection, restoredCartQuery } from "./restored-cart-query";

const cart = (overrides: Partial<CartSelectionResponse>): CartSelectionResponse => ({
  cart_id: "cart_1",
  plans: ["vpn-plus-2y", "locker-xs-2y"],
  main: { product_group: "VPN", period: "2y", subgroup: "plus", storage_quota: null },
  currency: "BRL",
  coupon: "SAVE20",
  email: "buyer@example.com",
  order_status: "error",
  ...overrides,
});

describe("restoredCartQuery", () => {
  it("writes a VPN tier with its cross-sell, currency and coupon, and never the e-mail", () => {
    const query = restoredCartQuery(cart({}));
    expect(query).toEqual({
      product_group: "VPN",
      product_period: "2y",
      product_subgroup: "plus",
      currency: "BRL",
      product_xs: "locker-xs-2y",
      coupon: "SAVE20",
    });
    expect(JSON.stringify(query)).not.toContain("buyer@example.com");
    expect(parseCheckoutQuery(query)).toMatchObject({
      product_period: "2y",
      product_subgroup: "plus",
      currency: "BRL",
      product_xs: ["locker-xs-2y"],
      coupon: "SAVE20",
    });
  });

  it("writes the password manager's subgroup as its filter, and a locker's quota", () => {
    const pass = restoredCartQuery(
      cart({
        plans: ["pass-family-1y"],
        main: { product_group: "PASS", period: "1y", subgroup: "family", storage_quota: null },
        coupon: null,
      }),
    );
    expect(pass).toEqual({
      product_group: "PASS",
      product_period: "1y",
      product_subgroup: "family",
      "product_filters[subgroup]": "family",
      currency: "BRL",
    });
    expect(parseCheckoutQuery(pass).product_filters?.filters).toMatchObject({ subgroup: "family" });

    const locker = restoredCartQuery(
      cart({
        plans: ["locker-2tb-1y"],
        main: { product_group: "LOCKER", period: "1y", subgroup: null, storage_quota: { amount: 2, unit: "terabyte" } },
      }),
    );
    expect(locker).toMatchObject({ "product_filters[storage_quota_amount]": "2", "product_filters[storage_quota_unit]": "terabyte" });
  });
});

describe("namesSelection", () => {
  it("is false for the address a failed payment comes back to, true once a selection is named", () => {
    expect(namesSelection({ cart_id: "cart_1", error: "declined" })).toBe(false);
    expect(namesSelection({ cart_id: "cart_1", error: "declined", product_group: "VPN" })).toBe(true);
    expect(namesSelection({ product: "vpn" })).toBe(true);
  });
});
