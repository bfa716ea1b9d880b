import { describe, expect, it } from "vitest";
import { slashBeforeSensitiveQuery } from "./slash-before-sensitive-query";

describe("slashBeforeSensitiveQuery", () => {
  it("gives an address carrying a sensitive parameter its trailing slash, keeping the query as it came", () => {
    expect(slashBeforeSensitiveQuery("/login?trusted_pass_token=tpt_x")).toBe("/login/?trusted_pass_token=tpt_x");
    expect(slashBeforeSensitiveQuery("/oauth2/login?code=c&state=s")).toBe("/oauth2/login/?code=c&state=s");
    expect(slashBeforeSensitiveQuery("/fr/payment?product=vpn&EMAIL=a%40b.c")).toBe("/fr/payment/?product=vpn&EMAIL=a%40b.c");
    expect(slashBeforeSensitiveQuery("/payment?product=vpn&exchange%5Ftoken=x")).toBe("/payment/?product=vpn&exchange%5Ftoken=x");
  });

  it("leaves every other target as it is", () => {
    for (const target of [
      "/login",
      "/payment?product=vpn",
      "/login/?trusted_pass_token=tpt_x",
      "/favicon.svg?code=1",
      "/_next/data/build/en/payment.json?email=a",
      "*",
      "/payment?%E0%A4%A=1",
    ]) {
      expect(slashBeforeSensitiveQuery(target)).toBe(target);
    }
  });
});
