import { describe, expect, it } from "vitest";
import { joinUrl, splitUrl } from "./split-url";

describe("splitUrl / joinUrl", () => {
  it.each([
    ["https://a.test/p/?x=1&y=2#frag", { base: "https://a.test/p/", search: "x=1&y=2", hash: "#frag" }],
    ["/payment/?product=vpn", { base: "/payment/", search: "product=vpn", hash: "" }],
    ["/payment/#top", { base: "/payment/", search: "", hash: "#top" }],
    ["/p/#a?b=c", { base: "/p/", search: "", hash: "#a?b=c" }],
    ["?only=query", { base: "", search: "only=query", hash: "" }],
    ["/p/??a=1", { base: "/p/", search: "?a=1", hash: "" }],
    ["", { base: "", search: "", hash: "" }],
  ])("splits %j and joins it back unchanged", (url, parts) => {
    expect(splitUrl(url)).toEqual(parts);
    expect(joinUrl(splitUrl(url))).toBe(url);
  });

  it("drops a dangling '?' when joining an empty query", () => {
    expect(joinUrl(splitUrl("/p/?#h"))).toBe("/p/#h");
  });
});
