import { describe, expect, it } from "vitest";
import { appendSetCookie, expiredCookie, serializeCookie } from "./cookies";
import { clearedLoginCookies, loginAttemptCookies, loginFailedCookie, readLoginAttempt } from "./login-cookies";
import { tokenCookie } from "./token-cookie";

const NOW = Date.parse("2031-01-01T00:00:00Z");
const IN_TWELVE_HOURS = new Date(NOW + 12 * 3600 * 1000);

describe("tokenCookie", () => {
  it("is HttpOnly, SameSite=Lax, site-wide and lives as long as the token, not Secure locally", () => {
    expect(tokenCookie("ut_abc", IN_TWELVE_HOURS, { DEPLOY_ENV: "local" }, NOW)).toBe(
      "token=ut_abc; Path=/; Max-Age=43200; Expires=Wed, 01 Jan 2031 12:00:00 GMT; HttpOnly; SameSite=Lax",
    );
  });

  it.each(["production", "preprod", "staging", "review"] as const)("is Secure in %s", (DEPLOY_ENV) => {
    const cookie = tokenCookie("ut_abc", IN_TWELVE_HOURS, { DEPLOY_ENV }, NOW);
    expect(cookie.split("; ")).toEqual(expect.arrayContaining(["HttpOnly", "Secure", "SameSite=Lax"]));
  });

  it("expires at once for a token that already expired", () => {
    expect(tokenCookie("ut_abc", new Date(NOW - 1000), { DEPLOY_ENV: "local" }, NOW)).toContain("Max-Age=0;");
  });
});

describe("serializeCookie", () => {
  it("encodes the value and refuses a name that would break the header", () => {
    expect(serializeCookie("login_attempt", "/payment/?a=1; x", { httpOnly: true, secure: false, maxAgeSeconds: 600 })).toBe(
      "login_attempt=%2Fpayment%2F%3Fa%3D1%3B%20x; Path=/; Max-Age=600; HttpOnly; SameSite=Lax",
    );
    expect(() => serializeCookie("a=b", "x", { httpOnly: true, secure: false, maxAgeSeconds: 1 })).toThrow();
  });

  it("expires a cookie by name", () => {
    expect(expiredCookie("token", { DEPLOY_ENV: "production" })).toBe(
      "token=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax",
    );
  });
});

describe("login cookies", () => {
  const pkce = { verifier: "v".repeat(64), challenge: "c".repeat(43), state: "s".repeat(32) };

  it("keep the verifier, state and return path httpOnly for ten minutes, and read back", () => {
    const cookies = loginAttemptCookies(pkce, "/payment/?product=vpn", { DEPLOY_ENV: "staging" });
    for (const cookie of cookies) expect(cookie).toMatch(/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/);
    const jar = Object.fromEntries(cookies.map((cookie) => cookie.split(";")[0]!.split("=")).map(([k, v]) => [k, decodeURIComponent(v!)]));
    expect(readLoginAttempt(jar)).toEqual({ verifier: pkce.verifier, state: pkce.state, returnTo: "/payment/?product=vpn" });
    expect(readLoginAttempt(undefined)).toEqual({ verifier: undefined, state: undefined, returnTo: undefined });
  });

  it("are all cleared together", () => {
    expect(clearedLoginCookies({ DEPLOY_ENV: "local" }).map((cookie) => cookie.split("=")[0])).toEqual([
      "login_verifier",
      "login_state",
      "login_attempt",
    ]);
  });

  it("report a failure briefly, in a cookie only the server reads", () => {
    expect(loginFailedCookie(401, { DEPLOY_ENV: "local" })).toBe("login_failed=401; Path=/; Max-Age=60; HttpOnly; SameSite=Lax");
  });
});

describe("appendSetCookie", () => {
  it("keeps what is already set", () => {
    const headers: Record<string, unknown> = { "Set-Cookie": "locale=de" };
    const res = {
      getHeader: (name: string) => headers[name] as string,
      setHeader: (name: string, value: unknown) => (headers[name] = value),
    };
    appendSetCookie(res as never, ["a=1", "b=2"]);
    expect(headers["Set-Cookie"]).toEqual(["locale=de", "a=1", "b=2"]);
  });
});
