import { describe, expect, it } from "vitest";
import { nextAuthState } from "./auth-state";
import { dashboardHandoffUrl } from "./dashboard-handoff";
import { forcedLoginDecision } from "./forced-login";
import { loginHref, withoutLoginParams } from "./login-params";

const shopper = { email: "shopper@example.com" };

describe("forcedLoginDecision", () => {
  it.each([
    [{ trusted_pass_token: "tpt", owner_id: "own" }, null, { action: "login", trustedPassToken: "tpt", ownerId: "own" }],
    [{ trusted_pass_token: "tpt" }, shopper, { action: "login", trustedPassToken: "tpt", ownerId: undefined }],
    [{ trusted_pass_token: ["tpt", "other"] }, null, { action: "login", trustedPassToken: "tpt", ownerId: undefined }],
    [{ force_login: "1" }, null, { action: "login" }],
    [{ force_login: "" }, null, { action: "login" }],
    [{ force_login: "1" }, shopper, { action: "clean" }],
    [{ trusted_pass_token: "" }, null, { action: "clean" }],
    [{ product: "vpn" }, null, { action: "none" }],
    [{}, shopper, { action: "none" }],
  ])("%j with user %j → %j", (query, user, expected) => {
    expect(forcedLoginDecision(query, user)).toEqual(expected);
  });
});

describe("nextAuthState", () => {
  it("ignores a repeated call in the same state and allows any other move", () => {
    expect(nextAuthState(undefined, "logging-in")).toBe("logging-in");
    expect(nextAuthState("logging-in", "logging-in")).toBeNull();
    expect(nextAuthState("logging-out", "logging-out")).toBeNull();
    expect(nextAuthState("logging-in", "logging-out")).toBe("logging-out");
  });
});

describe("login addresses", () => {
  it("drop the sensitive and login parameters", () => {
    expect(withoutLoginParams("/payment/?product=vpn&trusted_pass_token=t&EMAIL=a&force_login&owner_id=o&coupon=X")).toBe(
      "/payment/?product=vpn&coupon=X",
    );
  });

  it("send the no-script log-in link back to this page in its language", () => {
    expect(loginHref("/payment/?product=vpn&code=c", "ar")).toBe("/login/?login_target=%2Far%2Fpayment%2F%3Fproduct%3Dvpn");
    expect(loginHref("/", "en")).toBe("/login/?login_target=%2F");
    // Without click ids, as the server renders the page: attribution has read them on landing.
    expect(loginHref("/payment/?gclid=g&product=vpn&utm_source=news&aff_id=a", "en")).toBe(
      "/login/?login_target=%2Fpayment%2F%3Fproduct%3Dvpn%26aff_id%3Da",
    );
  });

  it("hand the owner and a fresh token to the dashboard, or nothing when none came", () => {
    expect(dashboardHandoffUrl({ owner_id: "own_1", token: "tpt_a+b" })).toBe("/dashboard/?owner_id=own_1&trusted_pass_token=tpt_a%2Bb");
    expect(dashboardHandoffUrl(null)).toBe("/dashboard/");
  });
});
