import { describe, expect, it } from "vitest";
import { isSensitiveParam, SENSITIVE_PARAMS, stripSensitiveParams } from "./sensitive-params";

describe("SENSITIVE_PARAMS", () => {
  it("lists the sensitive parameters of spec section 2.2", () => {
    expect([...SENSITIVE_PARAMS].sort()).toEqual(["code", "email", "exchange_token", "state", "trusted_pass_token"]);
  });
});

describe("stripSensitiveParams", () => {
  it("removes every sensitive parameter from an absolute URL", () => {
    expect(
      stripSensitiveParams(
        "https://app.test/oauth2/login?code=abc&state=xyz&trusted_pass_token=t&exchange_token=e&email=a%40b.c&product=vpn#done",
      ),
    ).toBe("https://app.test/oauth2/login?product=vpn#done");
  });

  it("removes them from a relative URL", () => {
    expect(stripSensitiveParams("/payment/?email=a@b.c&coupon=SAVE20")).toBe("/payment/?coupon=SAVE20");
  });

  it.each([
    ["/?EMAIL=a@b.c", "/"],
    ["/?Code=1", "/"],
    ["/?email%5B%5D=a@b.c", "/"],
    ["/?email[0]=a&email[1]=b", "/"],
    ["/?%65mail=a@b.c", "/"],
    ["/?state=1&state=2&statement=keep", "/?statement=keep"],
    ["/?codes=keep&zipcode=keep", "/?codes=keep&zipcode=keep"],
    ["/?trusted_pass_token", "/"],
    ["/?code=%ZZ&a=1", "/?a=1"],
  ])("cannot be dodged: %s → %s", (url, expected) => {
    expect(stripSensitiveParams(url)).toBe(expected);
  });

  it("filters a parsed query without touching the input", () => {
    const query = { product: "vpn", code: "c", Email: "e", "state[x]": "s", cart_id: ["1", "2"] };
    expect(stripSensitiveParams(query)).toEqual({ product: "vpn", cart_id: ["1", "2"] });
    expect(query.code).toBe("c");
  });

  it("recognises names case-insensitively and with brackets", () => {
    expect(isSensitiveParam("Trusted_Pass_Token")).toBe(true);
    expect(isSensitiveParam("email[]")).toBe(true);
    expect(isSensitiveParam("[email]")).toBe(false);
    expect(isSensitiveParam("emails")).toBe(false);
  });
});
