import { describe, expect, it } from "vitest";
import { toQueryString } from "./to-query-string";

describe("toQueryString", () => {
  it("writes values in order, arrays as repeated keys, and skips nullish values", () => {
    expect(toQueryString({ product: "vpn", product_xs: ["a", "b"], skip: undefined, gone: null, n: 2, flag: true, empty: "" })).toBe(
      "product=vpn&product_xs=a&product_xs=b&n=2&flag=true&empty=",
    );
  });

  it("encodes hostile values and keys, keeping brackets readable", () => {
    expect(toQueryString({ "product_filters[subgroup]": "family", q: "<script>&x=1#" })).toBe(
      "product_filters[subgroup]=family&q=%3Cscript%3E%26x%3D1%23",
    );
    expect(toQueryString({ "a&b=c": "1", ключ: "значение" })).toBe(
      "a%26b%3Dc=1&%D0%BA%D0%BB%D1%8E%D1%87=%D0%B7%D0%BD%D0%B0%D1%87%D0%B5%D0%BD%D0%B8%D0%B5",
    );
  });

  it("is empty for an empty query", () => {
    expect(toQueryString({})).toBe("");
  });
});
