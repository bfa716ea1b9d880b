import { describe, expect, it } from "vitest";
import { buildAnalyticsContext, productCode } from "./analytics-context";
import type { CheckoutContextInput, PageContextInput } from "./events";

const page: PageContextInput = {
  pathname: "/payment",
  locale: "en",
  brand: "vpn",
  query: { product: "vpn", nord_origin: "nordvpn-web", purchase_funnel: "black_friday", trusted_pass_token: "secret" },
  appCtx: {
    user: { email: "shopper@example.com" },
    countdownEndTime: 1_800_000_000_000,
    currency: "USD",
    experimentVariants: { "checkout-period-control": "radio" },
  },
};

const checkout: CheckoutContextInput = {
  plan: { identifier: "vpn-plus-2y", price: { currencyCode: "EUR" } },
  crossSells: [{ identifier: "pass-xs-2y" }],
  coupon: { kind: "applied", code: "SAVE20" },
  taxes: { country: "US", state: "US-CA", zip: "94105" } as CheckoutContextInput["taxes"],
  packages: { packageId: "vpn", crossSellPackageId: "vpn-cross-sell" },
};

describe("productCode", () => {
  it.each([
    ["vpn", 1],
    ["pass", 2],
    ["locker", 3],
    ["protect", 7],
    ["incogni", 1],
    ["default", 1],
    [undefined, 1],
  ] as const)("%s is %i", (product, code) => {
    expect(productCode(product)).toBe(code);
  });
});

describe("buildAnalyticsContext", () => {
  it("gives the page's context fields of spec section 3", () => {
    expect(buildAnalyticsContext({ page })).toEqual({
      page_path: "/payment",
      page_lang: "en",
      logged_in: true,
      countdown_end_time: 1_800_000_000_000,
      currency: "USD",
      product_code: 1,
      flow_type: "black_friday",
      experiment: "checkout-period-control:radio",
      source_nord_id: "nordvpn-web",
    });
  });

  it("adds the checkout's plan, currency, coupon, tax region and packages, never the postal code", () => {
    const fields = buildAnalyticsContext({ page, checkout });
    expect(fields).toMatchObject({
      plan: "vpn-plus-2y",
      currency: "EUR",
      coupon_code: "SAVE20",
      coupon_status: "applied",
      taxes_selected: "US-CA",
      packages_main_id: "vpn",
      packages_cross_sell_id: "vpn-cross-sell",
    });
    expect(JSON.stringify(fields)).not.toContain("94105");
  });

  it("names a refused coupon's reason and leaves out a cross-sell package nothing was taken from", () => {
    const fields = buildAnalyticsContext({
      checkout: { ...checkout, crossSells: [], coupon: { kind: "error", code: "USED10", error: "not_redeemable" } },
    });
    expect(fields).toMatchObject({ coupon_code: "USED10", coupon_status: "not_redeemable", product_code: 1, flow_type: "checkout" });
    expect(fields).not.toHaveProperty("packages_cross_sell_id");
  });

  it("ignores link labels that are not plain tokens; the product code follows the page's product", () => {
    const fields = buildAnalyticsContext({
      page: {
        ...page,
        brand: "locker",
        query: { product_group: "LOCKER", nord_origin: "a@b.example", purchase_funnel: ["x", "y"] },
        appCtx: { ...page.appCtx, user: null, experimentVariants: {} },
      },
    });
    expect(fields).toMatchObject({ product_code: 3, flow_type: "checkout", logged_in: false });
    expect(fields).not.toHaveProperty("source_nord_id");
    expect(fields).not.toHaveProperty("experiment");
  });
});
