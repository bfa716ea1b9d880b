import { describe, expect, it } from "vitest";
import { parseQueryString } from "./parse-query-string";

describe("parseQueryString", () => {
  it("parses flat, repeated and bracketed parameters, with or without '?'", () => {
    expect(parseQueryString("?product=vpn&product_xs=a&product_xs=b&product_filters[subgroup]=family")).toEqual({
      product: "vpn",
      product_xs: ["a", "b"],
      product_filters: { subgroup: "family" },
    });
    expect(parseQueryString("a=1")).toEqual({ a: "1" });
  });

  it("decodes values", () => {
    expect(parseQueryString("coupon=SAVE%2020&email=a%40b.c&plus=a+b")).toEqual({
      coupon: "SAVE 20",
      email: "a@b.c",
      plus: "a b",
    });
  });

  it("keeps the first 1000 parameters and drops the rest", () => {
    const query = Array.from({ length: 1500 }, (_, index) => `p${index}=${index}`).join("&");
    const parsed = parseQueryString(query);
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed.p999).toBe("999");
    expect(parsed).not.toHaveProperty("p1000");
  });

  it("nests at most 5 levels deep and keeps the rest as one literal key", () => {
    expect(parseQueryString("a[b][c][d][e][f]=5")).toEqual({ a: { b: { c: { d: { e: { f: "5" } } } } } });
    expect(parseQueryString("a[b][c][d][e][f][g][h]=7")).toEqual({
      a: { b: { c: { d: { e: { f: { "[g][h]": "7" } } } } } },
    });
  });

  it("ignores prototype keys", () => {
    const parsed = parseQueryString("__proto__[polluted]=1&constructor[prototype][polluted]=1&toString=x&ok=1");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parsed).toEqual({ ok: "1" });
  });

  it("does not let a huge array index allocate a huge array", () => {
    const parsed = parseQueryString("a[99999999]=x");
    expect(Array.isArray(parsed.a)).toBe(false);
    expect(parsed).toEqual({ a: { "99999999": "x" } });
  });

  it("survives malformed encoding and empty input", () => {
    expect(parseQueryString("a=%E0%A4%A&b=%")).toEqual({ a: "%E0%A4%A", b: "%" });
    expect(parseQueryString("")).toEqual({});
    expect(parseQueryString("?")).toEqual({});
  });
});
