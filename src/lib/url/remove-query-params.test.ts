import { describe, expect, it } from "vitest";
import { removeQueryParams } from "./remove-query-params";
import { setQueryParams } from "./set-query-params";

describe("removeQueryParams", () => {
  it("removes the named keys and keeps everything else byte for byte", () => {
    expect(removeQueryParams("https://a.test/p/?a=1&qa=x&b=%20y+z&qa=2#h?qa=3", ["qa"])).toBe(
      "https://a.test/p/?a=1&b=%20y+z#h?qa=3",
    );
  });

  it("removes bracketed and percent-encoded spellings of a key", () => {
    expect(removeQueryParams("/p/?f[a]=1&f%5Bb%5D=2&f=3&fx=4", ["f"])).toBe("/p/?fx=4");
  });

  it("removes keys without a value and empty segments", () => {
    expect(removeQueryParams("/p/?force_login&&a=1&", ["force_login"])).toBe("/p/?a=1");
  });

  it("drops the '?' when nothing is left", () => {
    expect(removeQueryParams("/p/?a=1#x", ["a"])).toBe("/p/#x");
  });

  it("accepts a predicate", () => {
    expect(removeQueryParams("/?utm_source=x&utm_medium=y&keep=1", (name) => name.startsWith("utm_"))).toBe("/?keep=1");
  });

  it("survives malformed percent encoding", () => {
    expect(removeQueryParams("/?%E0%A4%A=1&bad%=2&a=3", ["a"])).toBe("/?%E0%A4%A=1&bad%=2");
  });

  it("returns a URL without a query as it is", () => {
    expect(removeQueryParams("/payment/", ["a"])).toBe("/payment/");
  });
});

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
