import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./page-head";

describe("canonicalUrl", () => {
  it.each([
    ["/payment/?coupon=SAVE20", "en", "https://checkout.example.com/payment/"],
    ["/payment/?coupon=SAVE20", "de", "https://checkout.example.com/de/payment/"],
    ["/#top", "ar", "https://checkout.example.com/ar/"],
    ["/success/?trusted_pass_token=secret", "en", "https://checkout.example.com/success/"],
  ])("%s in %s is %s", (asPath, locale, expected) => {
    expect(canonicalUrl("https://checkout.example.com", asPath, locale)).toBe(expected);
  });
});
