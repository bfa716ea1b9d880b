import { describe, expect, it } from "vitest";
import { ACCOUNT_SWITCH_COOKIE, pendingSwitchCookie, readPendingSwitch } from "./account-switch";
import { EMAIL_PREFILL_COOKIE, emailPrefillCookie, readEmailPrefill } from "./email-prefill";

const env = { DEPLOY_ENV: "production" as const };
const valueOf = (cookie: string) => decodeURIComponent(/^[^=]+=([^;]*)/.exec(cookie)?.[1] ?? "");

describe("the waiting account switch", () => {
  it("keeps the link's token, owner and target httpOnly and Secure, and reads them back", () => {
    const cookie = pendingSwitchCookie({ trustedPassToken: "tpt_x", ownerId: "own_1", loginTarget: "/payment/?product=vpn" }, env);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("Max-Age=600");
    expect(readPendingSwitch({ [ACCOUNT_SWITCH_COOKIE]: valueOf(cookie) })).toEqual({
      trustedPassToken: "tpt_x",
      exchangeToken: undefined,
      ownerId: "own_1",
      loginTarget: "/payment/?product=vpn",
    });
  });

  it.each(["", "%%%", "e30", Buffer.from('{"trustedPassToken":5}').toString("base64url"), "x".repeat(5000)])(
    "ignores a cookie it did not write: %s",
    (raw) => {
      expect(readPendingSwitch({ [ACCOUNT_SWITCH_COOKIE]: raw })).toBeNull();
    },
  );
});

describe("the e-mail prefill", () => {
  it("reads back the e-mail it stored and nothing else", () => {
    expect(readEmailPrefill({ headers: {}, cookies: { [EMAIL_PREFILL_COOKIE]: valueOf(emailPrefillCookie("a@b.co", env)) } })).toBe(
      "a@b.co",
    );
    expect(
      readEmailPrefill({ headers: {}, cookies: { [EMAIL_PREFILL_COOKIE]: Buffer.from("not mail").toString("base64url") } }),
    ).toBeNull();
    expect(readEmailPrefill({ headers: {}, cookies: {} })).toBeNull();
  });
});
