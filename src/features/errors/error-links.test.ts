import { describe, expect, it } from "vitest";
import { checkoutHomePath, retryPathOf } from "./error-links";

describe("retryPathOf", () => {
  it("takes a path of this app with its query", () => {
    expect(retryPathOf("/payment/?product=vpn&product_period=2y")).toBe("/payment/?product=vpn&product_period=2y");
    expect(retryPathOf("/de/success/")).toBe("/de/success/");
  });

  it("drops the sensitive parameters of the failed address", () => {
    expect(retryPathOf("/payment/?product=vpn&trusted_pass_token=tpt_x&email=a@b.c")).toBe("/payment/?product=vpn");
  });

  it.each([
    ["another origin", "https://evil.example/payment/"],
    ["a protocol-relative address", "//evil.example/payment/"],
    ["a backslash trick", "/\\evil.example"],
    ["a script", "javascript:alert(1)"],
    ["a relative path", "payment/"],
    ["a control character", "/payment/\n"],
    ["the error page itself", "/error/?from=/error/"],
    ["the error page in another language", "/de/error/"],
    ["no value", undefined],
    ["an array", ["/payment/"]],
  ])("refuses %s", (_, from) => {
    expect(retryPathOf(from)).toBeNull();
  });
});

describe("checkoutHomePath", () => {
  it("leads to the payment step of the product in context, else the product picker", () => {
    expect(checkoutHomePath("pass")).toBe("/payment/?product=pass");
    expect(checkoutHomePath(undefined)).toBe("/");
  });
});
