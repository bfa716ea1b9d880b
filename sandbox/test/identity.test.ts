import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ORIGIN, authorize, call, loginAs, pkcePair, startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ userTokenTtlSeconds: 60 });
});
afterAll(() => sandbox.dispose());

function exchange(body: Record<string, unknown>) {
  return call(sandbox.url, "/api/users/auth/callback/", { method: "POST", json: body });
}

describe("trusted-token login with PKCE", () => {
  it.each([
    ["tpt_shopper", "shopper@example.com"],
    ["tpt_new", "new@example.com"],
  ])("logs %s in as %s", async (trustedToken, email) => {
    const { login, pkce, idpStatus, location, code, state } = await authorize(sandbox.url, trustedToken);
    expect(login.status).toBe(200);
    const redirectUri = new URL(login.body.redirect_uri);
    expect(redirectUri.pathname).toBe("/idp/authorize");
    expect(redirectUri.searchParams.get("code_challenge")).toBe(pkce.challenge);
    expect(login.body.redirect_uri).not.toContain(trustedToken);
    expect(idpStatus).toBe(302);
    expect(location?.origin + (location?.pathname ?? "")).toBe(`${APP_ORIGIN}/oauth2/login`);
    expect(state).toBe(pkce.state);

    const result = await exchange({ code, state, verifier: pkce.verifier });
    expect(result.status).toBe(200);
    expect(result.body.email).toBe(email);
    expect(result.headers.get("set-cookie")).toMatch(/^token=ut_[\w-]+; HttpOnly; SameSite=Lax; Path=\/; Max-Age=60$/);
    expect(new Date(result.body.expires_at).getTime()).toBeGreaterThan(Date.now());

    const current = await call(sandbox.url, "/api/users/current/", { headers: { "x-user-token": result.body.token } });
    expect(current).toMatchObject({ status: 200, body: { email } });
  });

  it("refuses an unknown trusted token with 401", async () => {
    const { login } = await authorize(sandbox.url, "tpt_nobody");
    expect(login.status).toBe(401);
    expect(login.body.error).toBe("login_failed");
  });

  it("refuses a return URL outside the allowed origins", async () => {
    const pkce = pkcePair();
    const login = await call(sandbox.url, "/api/users/auth/login/", {
      method: "POST",
      json: {
        trusted_pass_token: "tpt_new",
        language: "en",
        code_challenge: pkce.challenge,
        code_challenge_method: "S256",
        state: pkce.state,
        return_url: "https://evil.example/oauth2/login",
      },
    });
    expect(login.status).toBe(400);
    expect(login.body.errors).toEqual([{ field: "return_url", slug: "invalid" }]);
  });

  it("refuses a forged verifier and uses the code up", async () => {
    const { pkce, code, state } = await authorize(sandbox.url, "tpt_shopper");
    const forged = await exchange({ code, state, verifier: pkcePair().verifier });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe("invalid_grant");
    expect((await exchange({ code, state, verifier: pkce.verifier })).status).toBe(400);
  });

  it("refuses a forged state", async () => {
    const { pkce, code } = await authorize(sandbox.url, "tpt_shopper");
    const forged = await exchange({ code, state: pkcePair().state, verifier: pkce.verifier });
    expect(forged.status).toBe(400);
  });

  it("accepts a code once", async () => {
    const { pkce, code, state } = await authorize(sandbox.url, "tpt_new");
    expect((await exchange({ code, state, verifier: pkce.verifier })).status).toBe(200);
    expect((await exchange({ code, state, verifier: pkce.verifier })).status).toBe(400);
  });

  it("refuses an expired code", async () => {
    const { pkce, code, state } = await authorize(sandbox.url, "tpt_new");
    sandbox.advance(5 * 60 * 1000);
    expect((await exchange({ code, state, verifier: pkce.verifier })).status).toBe(400);
  });

  it("refuses an authorize URL whose challenge was swapped, and a ticket used twice", async () => {
    const pkce = pkcePair();
    const login = await call(sandbox.url, "/api/users/auth/login/", {
      method: "POST",
      json: {
        trusted_pass_token: "tpt_new",
        language: "en",
        code_challenge: pkce.challenge,
        code_challenge_method: "S256",
        state: pkce.state,
        return_url: `${APP_ORIGIN}/oauth2/login`,
      },
    });
    const tampered = new URL(login.body.redirect_uri);
    tampered.searchParams.set("code_challenge", pkcePair().challenge);
    expect((await fetch(tampered, { redirect: "manual" })).status).toBe(400);
    const first = await fetch(login.body.redirect_uri, { redirect: "manual" });
    expect(first.status).toBe(302);
    const second = await fetch(login.body.redirect_uri, { redirect: "manual" });
    expect(second.status).toBe(400);
    expect(await second.text()).toContain("cannot be used");
  });
});

describe("user tokens", () => {
  it("answers 401 without a token or with a wrong one", async () => {
    expect((await call(sandbox.url, "/api/users/current/")).status).toBe(401);
    expect((await call(sandbox.url, "/api/users/current/", { headers: { "x-user-token": "ut_forged" } })).status).toBe(401);
  });

  it("expires tokens", async () => {
    const token = await loginAs(sandbox.url, "tpt_new");
    sandbox.advance(61_000);
    expect((await call(sandbox.url, "/api/users/current/", { headers: { "x-user-token": token } })).status).toBe(401);
  });

  it("revokes a token on logout", async () => {
    const token = await loginAs(sandbox.url, "tpt_shopper");
    const logout = await call(sandbox.url, "/api/users/tokens/", { method: "DELETE", headers: { "x-user-token": token } });
    expect(logout.status).toBe(204);
    expect((await call(sandbox.url, "/api/users/current/", { headers: { "x-user-token": token } })).status).toBe(401);
    expect((await call(sandbox.url, "/api/users/tokens/", { method: "DELETE", headers: { "x-user-token": token } })).status).toBe(401);
  });

  it("hands a fresh single-use trusted token to the dashboard", async () => {
    const token = await loginAs(sandbox.url, "tpt_shopper");
    const handoff = await call(sandbox.url, "/api/users/trusted-token/", { method: "POST", headers: { "x-user-token": token } });
    expect(handoff.status).toBe(200);
    expect(handoff.body.owner_id).toBe("own_shopper");
    const dashboard = await call<string>(sandbox.url, `/dashboard/?owner_id=own_shopper&trusted_pass_token=${handoff.body.token}`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toContain("received, valid");
    expect(dashboard.body).not.toContain(handoff.body.token);
    // The handoff token logs in once.
    expect((await authorize(sandbox.url, handoff.body.token)).login.status).toBe(200);
    expect((await authorize(sandbox.url, handoff.body.token)).login.status).toBe(401);
    expect((await call(sandbox.url, "/api/users/trusted-token/", { method: "POST" })).status).toBe(401);
  });

  it("shows on the dashboard what did not arrive", async () => {
    const dashboard = await call<string>(sandbox.url, "/dashboard/");
    expect(dashboard.body).toContain("not received");
  });
});
