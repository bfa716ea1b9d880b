import { describe, expect, it } from "vitest";
import { buildRequestUrl } from "./build-request-url";

describe("buildRequestUrl", () => {
  it.each([
    ["http://api.test", "/api/users/current/", "http://api.test/api/users/current/"],
    ["http://api.test/", "/api/x/", "http://api.test/api/x/"],
    ["http://api.test//", "api/x/", "http://api.test/api/x/"],
    ["http://api.test/v1", "/api/x/", "http://api.test/v1/api/x/"],
    ["http://api.test", "https://other.test/graphql", "https://other.test/graphql"],
    ["http://api.test", "HTTP://other.test/", "HTTP://other.test/"],
    ["http://api.test", "//evil.test/x", "http://api.test/evil.test/x"],
    ["http://api.test", "javascript:alert(1)", "http://api.test/javascript:alert(1)"],
    ["http://api.test", "", "http://api.test/"],
  ])("joins %s and %s", (base, path, expected) => {
    expect(buildRequestUrl(base, path)).toBe(expected);
  });

  it("appends a query to one the path already has, before the fragment", () => {
    expect(buildRequestUrl("http://api.test", "/x/?a=1#f", { b: 2, c: [3, 4], d: undefined, e: null })).toBe(
      "http://api.test/x/?a=1&b=2&c=3&c=4#f",
    );
  });

  it("encodes query values", () => {
    expect(buildRequestUrl("http://api.test", "/x/", { zip: "90 210", q: "<&>" })).toBe("http://api.test/x/?zip=90%20210&q=%3C%26%3E");
  });

  it("adds nothing for an empty query", () => {
    expect(buildRequestUrl("http://api.test", "/x/", {})).toBe("http://api.test/x/");
  });
});
