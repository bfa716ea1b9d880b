import { describe, expect, it } from "vitest";
import { setQueryParams } from "./set-query-params";

describe("setQueryParams", () => {
  it("replaces, adds and removes parameters", () => {
    expect(setQueryParams("/payment/?product=vpn&coupon=OLD&x=1#top", { coupon: "NEW", x: undefined, currency: "EUR" })).toBe(
      "/payment/?product=vpn&coupon=NEW&currency=EUR#top",
    );
  });

  it("replaces every repetition of a key", () => {
    expect(setQueryParams("/?a=1&a=2&b=3", { a: ["x", "y"] })).toBe("/?b=3&a=x&a=y");
  });

  it("adds a query to a URL without one", () => {
    expect(setQueryParams("https://a.test", { a: "1" })).toBe("https://a.test?a=1");
  });
});
