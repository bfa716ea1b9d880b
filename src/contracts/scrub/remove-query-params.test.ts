import { describe, expect, it } from "vitest";
import { removeQueryParams } from "./remove-query-params";

describe("removeQueryParams", () => {
  it("removes the named keys and keeps everything else byte for byte", () => {
    expect(removeQueryParams("https://a.test/p/?a=1&qa=x&b=%20y+z&qa=2#h?qa=3", ["qa"])).toBe("https://a.test/p/?a=1&b=%20y+z#h?qa=3");
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
