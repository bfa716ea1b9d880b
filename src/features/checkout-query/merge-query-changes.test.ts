import { describe, expect, it } from "vitest";
import { mergeQueryChanges } from "./merge-query-changes";

describe("mergeQueryChanges", () => {
  it("sets, replaces and removes the named parameters and keeps the rest", () => {
    expect(
      mergeQueryChanges(
        { product: "vpn", product_period: "1m", coupon: "OLD", utm_source: "mail", gclid: ["a", "b"] },
        { product_period: "1y", coupon: undefined, currency: "EUR" },
      ),
    ).toEqual({ product: "vpn", product_period: "1y", utm_source: "mail", gclid: ["a", "b"], currency: "EUR" });
  });

  it("writes flags, numbers and lists as text", () => {
    expect(
      mergeQueryChanges(
        { persist_countdown: "1", hide_error: "1" },
        {
          force_login: true,
          persist_countdown: false,
          hide_error: null,
          zip: 90210,
          product_xs: ["pass-1y", 2],
        },
      ),
    ).toEqual({ force_login: "1", zip: "90210", product_xs: ["pass-1y", "2"] });
  });

  it("replaces the whole filter set when any filter changes", () => {
    expect(
      mergeQueryChanges(
        {
          product: "locker",
          "product_filters[storage_quota_amount]": "2",
          "product_filters[storage_quota_unit]": "terabyte",
          product_filters: '{"subgroup":"family"}',
        },
        { product: "pass", "product_filters[subgroup]": "family" },
      ),
    ).toEqual({ product: "pass", "product_filters[subgroup]": "family" });
  });

  it("clears every filter with product_filters: undefined", () => {
    expect(mergeQueryChanges({ "product_filters[subgroup]": "family", product_filtersx: "keep" }, { product_filters: undefined })).toEqual({
      product_filtersx: "keep",
    });
  });

  it("does not change the query it is given", () => {
    const query = { coupon: "A" };
    mergeQueryChanges(query, { coupon: "B" });
    expect(query).toEqual({ coupon: "A" });
  });
});
