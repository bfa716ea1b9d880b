import { describe, expect, it, vi } from "vitest";
import { CURRENCIES, PAYMENT_PROVIDERS } from "@/contracts/enums";
import type { RawQuery } from "@/lib/url";
import { parseCheckoutQuery } from "./checkout-query";
import { MAX_LIST_ITEMS } from "./query-values";

describe("parseCheckoutQuery", () => {
  it("reads a marketing deep link", () => {
    const query = parseCheckoutQuery({
      product: "vpn",
      product_period: "1y",
      coupon: "save20",
      currency: "eur",
      product_xs: "pass-1y,locker-1y",
      utm_source: "newsletter",
    });
    expect(query).toMatchObject({
      product: "vpn",
      product_period: "1y",
      coupon: "SAVE20",
      currency: "EUR",
      product_xs: ["pass-1y", "locker-1y"],
      product_filters: { filters: {}, pricing: null, query: {} },
    });
    expect(query).not.toHaveProperty("utm_source");
  });

  it("gives every field its fallback for an empty query", () => {
    const query = parseCheckoutQuery({});
    expect(query.product).toBeUndefined();
    expect(query.currency).toBeUndefined();
    expect(query.product_filters).toBeUndefined();
    expect(query.product_xs).toEqual([]);
    expect(query.force_login).toBe(false);
    expect(query.hide_error).toBe(false);
  });

  it.each([null, undefined])("accepts %s as an empty query", (raw) => {
    expect(parseCheckoutQuery(raw)).toEqual(parseCheckoutQuery({}));
  });

  it.each(CURRENCIES.map((code) => [code.toLowerCase(), code]))("reads currency %s as %s", (value, code) => {
    expect(parseCheckoutQuery({ currency: value }).currency).toBe(code);
  });

  it.each(["1m", "1y", "2y", "3M", "12m", "30d", "52w", "99y"])("accepts the period %s", (period) => {
    expect(parseCheckoutQuery({ product_period: period }).product_period).toBe(period.toLowerCase());
  });

  it.each(["0m", "-1y", "1.5y", "100m", "1", "y", "1yy", "1 y", "1x", "01m", "1y;drop", ""])("refuses the period %j", (period) => {
    expect(parseCheckoutQuery({ product_period: period }).product_period).toBeUndefined();
  });

  it.each([
    [" save20 ", "SAVE20"],
    ["Yearly50", "YEARLY50"],
    ["black-friday_2024", "BLACK-FRIDAY_2024"],
    ["a".repeat(64), "A".repeat(64)],
  ])("reads coupon %j as %s", (value, code) => {
    expect(parseCheckoutQuery({ coupon: value }).coupon).toBe(code);
  });

  it.each(["a".repeat(65), "SAVE 20", "SAVE20<script>", "ıNVALID", "straße", "SAVE%20", "", "💸"])("drops the coupon %j", (value) => {
    expect(parseCheckoutQuery({ coupon: value }).coupon).toBeUndefined();
  });

  describe("product and product_group", () => {
    it("reads both case-insensitively", () => {
      expect(parseCheckoutQuery({ product: "PASS", product_group: "locker" })).toMatchObject({
        product: "pass",
        product_group: "LOCKER",
      });
    });

    it("normalises cyberprotection to the default group with a warning", () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      try {
        expect(parseCheckoutQuery({ product_group: "cyberprotection" }).product_group).toBe("VPN");
        expect(warn).toHaveBeenCalledTimes(1);
      } finally {
        warn.mockRestore();
      }
    });

    it.each(["nordvpn", "vpn pass", "<b>vpn</b>", "constructor"])("drops the unknown product %j", (value) => {
      expect(parseCheckoutQuery({ product: value, product_group: value })).toMatchObject({
        product: undefined,
        product_group: undefined,
      });
    });
  });

  describe("product_filters", () => {
    it("reads bracket notation as Next.js hands it over", () => {
      const query = parseCheckoutQuery({
        product: "locker",
        "product_filters[storage_quota_amount]": "2",
        "product_filters[storage_quota_unit]": "terabyte",
      });
      expect(query.product_filters?.pricing).toEqual({ storage_quota_amount: 2, storage_quota_unit: "terabyte" });
    });

    it("reads a JSON string", () => {
      const query = parseCheckoutQuery({ product: "pass", product_filters: '{"subgroup":"family"}' });
      expect(query.product_filters?.filters).toEqual({ subgroup: "family" });
    });

    it("takes the product from product_group when product is absent", () => {
      const query = parseCheckoutQuery({ product_group: "PASS", "product_filters[subgroup]": "family" });
      expect(query.product_filters?.filters).toEqual({ subgroup: "family" });
    });

    it("selects the Family plan's prices from product_subgroup=family (Family campaign links)", () => {
      expect(parseCheckoutQuery({ product: "pass", product_subgroup: "family" }).product_filters?.pricing).toEqual({ subgroup: "family" });
      expect(parseCheckoutQuery({ product: "pass", product_subgroup: "ultimate" }).product_filters?.pricing).toEqual({
        subgroup: "individual",
      });
      expect(
        parseCheckoutQuery({ product: "pass", product_subgroup: "family", "product_filters[subgroup]": "individual" }).product_filters
          ?.pricing,
      ).toEqual({ subgroup: "individual" });
    });

    it("prefers bracket notation over JSON when a link has both", () => {
      const query = parseCheckoutQuery({
        product: "pass",
        product_filters: '{"subgroup":"individual"}',
        "product_filters[subgroup]": "family",
      });
      expect(query.product_filters?.filters).toEqual({ subgroup: "family" });
    });

    it.each(["{not json", '"family"', "[1,2]", "null", `{"subgroup":"${"f".repeat(2000)}"}`, '{"__proto__":{"subgroup":"family"}}'])(
      "applies the defaults for the malformed filters %j",
      (value) => {
        expect(parseCheckoutQuery({ product: "pass", product_filters: value }).product_filters?.filters).toEqual({
          subgroup: "individual",
        });
      },
    );

    it("applies no filters without a product", () => {
      expect(parseCheckoutQuery({ "product_filters[subgroup]": "family" }).product_filters).toBeUndefined();
    });

    it("does not pollute Object.prototype", () => {
      parseCheckoutQuery({ product: "pass", "product_filters[__proto__]": "x", product_filters: '{"__proto__":{"polluted":1}}' });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe("product_xs", () => {
    it("splits, trims, dedupes and drops invalid identifiers", () => {
      expect(parseCheckoutQuery({ product_xs: " pass-1y , locker-1y,pass-1y,,<x>,a b" }).product_xs).toEqual(["pass-1y", "locker-1y"]);
    });

    it("accepts a repeated key", () => {
      expect(parseCheckoutQuery({ product_xs: ["pass-1y", "locker-1y,pass-1y"] }).product_xs).toEqual(["pass-1y", "locker-1y"]);
    });

    it(`keeps at most ${MAX_LIST_ITEMS} identifiers`, () => {
      const many = Array.from({ length: 500 }, (_, index) => `plan-${index}`).join(",");
      expect(parseCheckoutQuery({ product_xs: many }).product_xs).toHaveLength(MAX_LIST_ITEMS);
    });

    it("ignores a huge value", () => {
      expect(parseCheckoutQuery({ product_xs: "a,".repeat(10_000) }).product_xs).toEqual([]);
    });
  });

  describe("flags", () => {
    it.each([
      ["", true],
      ["1", true],
      ["true", true],
      ["yes", true],
      ["0", false],
      ["false", false],
      ["FALSE", false],
      ["off", false],
      [undefined, false],
      [["1", "1"], false],
    ] as const)("reads force_login=%j as %s", (value, expected) => {
      const raw: RawQuery = value === undefined ? {} : { force_login: value as string | string[] };
      expect(parseCheckoutQuery(raw).force_login).toBe(expected);
    });

    it("reads the other flags the same way", () => {
      expect(parseCheckoutQuery({ existing_user: "1", persist_countdown: "", hide_error: "1", confirm_email: "true" })).toMatchObject({
        existing_user: true,
        persist_countdown: true,
        hide_error: true,
        confirm_email: true,
      });
    });
  });

  it.each(PAYMENT_PROVIDERS.map((id) => [id.toUpperCase(), id]))("reads payment_provider %s", (value, id) => {
    expect(parseCheckoutQuery({ payment_provider: value }).payment_provider).toBe(id);
  });

  it("reads the payment-session id from its product-specific key", () => {
    expect(parseCheckoutQuery({ amazonPaySessionId: "sess-1" }).payment_session_id).toBe("sess-1");
    expect(parseCheckoutQuery({ amazonPaySessionId: ["a", "b"] }).payment_session_id).toBeUndefined();
  });

  it("keeps login and redirect values for their own validation, but not control characters", () => {
    const query = parseCheckoutQuery({
      trusted_pass_token: "tpt_shopper",
      redirect_uri: "https://account.example.test/cb?x=1",
      success_uri: "/success/\u0000",
      login_target: "javascript:alert(1)",
    });
    expect(query.trusted_pass_token).toBe("tpt_shopper");
    expect(query.redirect_uri).toBe("https://account.example.test/cb?x=1");
    expect(query.success_uri).toBeUndefined();
    // Shape only: isAllowedRedirect decides where a URL may lead, where it is used.
    expect(query.login_target).toBe("javascript:alert(1)");
  });

  it("leaves out the parameters the checkout gives no behaviour", () => {
    const query = parseCheckoutQuery({ price_ids: "vpn-1y.USD", extra_services: "x", nord_origin: "nordvpn", identifier: "42" });
    expect(query).not.toHaveProperty("price_ids");
    expect(query).not.toHaveProperty("extra_services");
    expect(query).not.toHaveProperty("nord_origin");
    expect(query).not.toHaveProperty("identifier");
  });

  describe("link parameters with a behaviour", () => {
    it.each([
      ["Vpn_Pass", "vpn_pass"],
      [" vpn_pass_locker ", "vpn_pass_locker"],
      ["vpn pass", undefined],
      ["<b>", undefined],
      ["a".repeat(65), undefined],
    ])("reads bundle_type %j as %j", (value, expected) => {
      expect(parseCheckoutQuery({ bundle_type: value }).bundle_type).toBe(expected);
    });

    it.each([
      ["PAYMENT", "payment"],
      ["email", "email"],
      ["cross_sell", "cross_sell"],
      ["footer", undefined],
      ["#plans", undefined],
    ])("reads focus %j as %j", (value, expected) => {
      expect(parseCheckoutQuery({ focus: value }).focus).toBe(expected);
    });

    it.each([
      ["Succeeded", "succeeded"],
      ["paid", "paid"],
      ["FAILED", "failed"],
      ["canceled", "canceled"],
      ["ok", undefined],
      [["paid", "failed"], undefined],
    ])("reads payment_status %j as %j", (value, expected) => {
      expect(parseCheckoutQuery({ payment_status: value }).payment_status).toBe(expected);
    });

    it("keeps success_uri and redirect_uri for the allow-list to judge where they are used", () => {
      expect(parseCheckoutQuery({ success_uri: "https://my.example.test/done", redirect_uri: "/products/" })).toMatchObject({
        success_uri: "https://my.example.test/done",
        redirect_uri: "/products/",
      });
    });
  });

  it("reads locale, payment_step and product_subgroup", () => {
    expect(parseCheckoutQuery({ locale: "PT-BR", payment_step: "ONE_CLICK_PAYMENT", product_subgroup: "Family" })).toMatchObject({
      locale: "pt-br",
      payment_step: "one_click_payment",
      product_subgroup: "family",
    });
  });

  it("keeps a valid field when its neighbour is malformed", () => {
    expect(parseCheckoutQuery({ product: ["vpn", "pass"], currency: "EUR" })).toMatchObject({
      product: undefined,
      currency: "EUR",
    });
  });
});
