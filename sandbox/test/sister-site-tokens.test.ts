import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorize, call, loginAs, OAUTH_RETURN_URL, pkcePair, startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

async function mint(email: string, kind?: "trusted" | "exchange") {
  return call<{ token: string; owner_id: string; expires_in: number }>(sandbox.url, "/sandbox/sister-site/tokens/", {
    method: "POST",
    json: kind ? { email, kind } : { email },
  });
}

/** The login route with an exchange token instead of a trusted one. */
function loginWithExchange(token: string) {
  const pkce = pkcePair();
  return call(sandbox.url, "/api/users/auth/login/", {
    method: "POST",
    json: {
      exchange_token: token,
      language: "en",
      code_challenge: pkce.challenge,
      code_challenge_method: "S256",
      state: pkce.state,
      return_url: OAUTH_RETURN_URL,
    },
  });
}

describe("trusted and exchange tokens minted by the sister site", () => {
  it("logs a minted trusted token in once, as the shopper of its e-mail (made when new)", async () => {
    const minted = await mint("minted.one@example.com");
    expect(minted).toMatchObject({ status: 200, body: { expires_in: 300 } });
    expect(minted.body.token).toMatch(/^tpt_/);
    const userToken = await loginAs(sandbox.url, minted.body.token);
    expect(await call(sandbox.url, "/api/users/current/", { headers: { "x-user-token": userToken } })).toMatchObject({
      body: { email: "minted.one@example.com" },
    });
    const again = await authorize(sandbox.url, minted.body.token);
    expect(again.login).toMatchObject({ status: 401, body: { error: "login_failed" } });
  });

  it("refuses a trusted token after its five minutes", async () => {
    const minted = await mint("minted.two@example.com");
    sandbox.advance(5 * 60 * 1000 + 1);
    expect((await authorize(sandbox.url, minted.body.token)).login.status).toBe(401);
  });

  it("redeems an exchange token like a trusted token, once", async () => {
    const minted = await mint("shopper@example.com", "exchange");
    expect(minted.body).toMatchObject({ owner_id: "own_shopper" });
    expect(minted.body.token).toMatch(/^ext_/);
    const first = await loginWithExchange(minted.body.token);
    expect(first.status).toBe(200);
    expect(new URL((first.body as { redirect_uri: string }).redirect_uri).pathname).toBe("/idp/authorize");
    expect((await loginWithExchange(minted.body.token)).status).toBe(401);
  });

  it("keeps the fixture tokens of CONTRACTS section 3 usable for every test", async () => {
    for (let round = 0; round < 2; round += 1) expect((await authorize(sandbox.url, "tpt_new")).login.status).toBe(200);
  });

  it("refuses a request without a valid e-mail", async () => {
    expect((await mint("not-an-email")).status).toBe(400);
  });
});
