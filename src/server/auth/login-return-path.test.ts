import { describe, expect, it } from "vitest";
import { loginReturnPath } from "./login-return-path";

const env = { APP_BASE_URL: "https://checkout.example.com", ALLOWED_REDIRECT_ORIGINS: ["https://nordvpn.com"] };

describe("loginReturnPath", () => {
  it.each([
    [{ loginTarget: "/products/?product=pass", returnTo: "/payment/" }, "/products/?product=pass"],
    [{ loginTarget: "https://nordvpn.com/account/", returnTo: "/payment/" }, "https://nordvpn.com/account/"],
    [{ loginTarget: "https://checkout.example.com/success/", returnTo: "/payment/" }, "https://checkout.example.com/success/"],
    [{ loginTarget: "https://evil.example/", returnTo: "/payment/?product=vpn" }, "/payment/?product=vpn"],
    [{ loginTarget: "//evil.example/", returnTo: "/de/payment/" }, "/de/payment/"],
    [{ loginTarget: "javascript:alert(1)" }, "/"],
    [{ returnTo: "https://evil.example/" }, "/"],
    [{ returnTo: "https://evil.example/", fallback: "/ar/" }, "/ar/"],
    [{}, "/"],
  ])("%j → %s", (input, expected) => {
    expect(loginReturnPath(input, env)).toBe(expected);
  });

  it("drops the sensitive and login parameters, so nothing secret returns and nothing loops", () => {
    const returnTo =
      "/payment/?product=vpn&trusted_pass_token=t&owner_id=o&force_login=1&code=c&state=s&email=a%40b.c&login_target=%2Fx&coupon=SAVE20#top";
    expect(loginReturnPath({ returnTo }, env)).toBe("/payment/?product=vpn&coupon=SAVE20#top");
  });
});
