import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ORIGIN, call, OAUTH_RETURN_URL, pkcePair, startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

function startLogin(body: Record<string, unknown> = {}, pkce = pkcePair()) {
  return call(sandbox.url, "/api/users/auth/login/", {
    method: "POST",
    json: {
      language: "en",
      code_challenge: pkce.challenge,
      code_challenge_method: "S256",
      state: pkce.state,
      return_url: OAUTH_RETURN_URL,
      ...body,
    },
  });
}

/** Opens the sign-in page a login without a trusted token leads to; answers its form's hidden fields. */
async function openSignIn(pkce = pkcePair()) {
  const login = await startLogin({}, pkce);
  expect(login.status).toBe(200);
  const redirectUri = new URL(login.body.redirect_uri);
  const page = await call<string>(sandbox.url, `${redirectUri.pathname}${redirectUri.search}`);
  const fields = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
  return { pkce, redirectUri, page, fields: fields as Record<string, string> };
}

function submit(fields: Record<string, string>, extra: Record<string, string> = {}) {
  // As the browser posts the page's form, whose no-referrer policy makes the Origin "null".
  return call<string>(sandbox.url, "/idp/signin", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "null", "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ ...fields, ...extra }).toString(),
  });
}

function exchange(location: string, verifier: string) {
  const back = new URL(location);
  return call(sandbox.url, "/api/users/auth/callback/", {
    method: "POST",
    json: { code: back.searchParams.get("code"), state: back.searchParams.get("state"), verifier },
  });
}

describe("login without a trusted token: the sign-in page", () => {
  it("is where the login route sends the browser, with the same parameters as /idp/authorize", async () => {
    const pkce = pkcePair();
    const trusted = await startLogin({ trusted_pass_token: "tpt_new" }, pkce);
    const { redirectUri } = await openSignIn(pkce);
    const authorize = new URL(trusted.body.redirect_uri);
    expect(redirectUri.pathname).toBe("/idp/signin");
    expect([...redirectUri.searchParams.keys()]).toEqual([...authorize.searchParams.keys()]);
    for (const name of ["redirect_uri", "state", "code_challenge", "code_challenge_method", "response_type", "client_id"]) {
      expect(redirectUri.searchParams.get(name)).toBe(authorize.searchParams.get(name));
    }
  });

  it("is a form with the test ids, a cancel link back to the app, no script and a strict policy", async () => {
    const { page, fields, pkce } = await openSignIn();
    expect(page.status).toBe(200);
    for (const id of ["sandbox-signin-email", "sandbox-signin-password", "sandbox-signin-submit"])
      expect(page.body).toContain(`data-testid="${id}"`);
    expect(fields.state).toBe(pkce.state);
    expect(page.body).not.toContain("<script");
    const cancel = new URL(/class="cancel" href="([^"]+)"/.exec(page.body)?.[1]?.replaceAll("&amp;", "&") ?? "");
    expect(`${cancel.origin}${cancel.pathname}`).toBe(OAUTH_RETURN_URL);
    expect(cancel.searchParams.get("error")).toBe("access_denied");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${APP_ORIGIN}`);
    expect(csp).not.toContain("unsafe-inline");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("signs a shopper in with the right password and comes back with a code, like /idp/authorize", async () => {
    const { pkce, fields } = await openSignIn();
    const answer = await submit(fields, { email: "shopper@example.com", password: "sandbox" });
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location") ?? "";
    expect(location.startsWith(`${OAUTH_RETURN_URL}?code=`)).toBe(true);
    expect(new URL(location).searchParams.get("state")).toBe(pkce.state);
    const token = await exchange(location, pkce.verifier);
    expect(token).toMatchObject({ status: 200, body: { email: "shopper@example.com" } });
    // The ticket is spent.
    expect((await submit(fields, { email: "shopper@example.com", password: "sandbox" })).status).toBe(400);
  });

  it("refuses a wrong password on its own page, keeps the e-mail, and still takes the right one", async () => {
    const { pkce, fields } = await openSignIn();
    const wrong = await submit(fields, { email: "new@example.com", password: "Sandbox" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain("The e-mail or password is not right.");
    expect(wrong.body).toMatch(/value="new@example.com"[^>]*data-testid="sandbox-signin-email"/);
    expect(wrong.body).not.toContain('Sandbox"');
    const right = await submit(fields, { email: "new@example.com", password: "sandbox" });
    expect(right.status).toBe(303);
    expect((await exchange(right.headers.get("location") ?? "", pkce.verifier)).body.email).toBe("new@example.com");
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const { fields } = await openSignIn();
    const unknown = await submit(fields, { email: "nobody@example.com", password: "sandbox" });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toContain("The e-mail or password is not right.");
  });

  it("closes the ticket after five wrong passwords", async () => {
    const { fields } = await openSignIn();
    for (let attempt = 1; attempt < 5; attempt += 1)
      expect((await submit(fields, { email: "new@example.com", password: "guess" })).status).toBe(401);
    expect((await submit(fields, { email: "new@example.com", password: "guess" })).status).toBe(429);
    expect((await submit(fields, { email: "new@example.com", password: "sandbox" })).status).toBe(400);
  });

  it("refuses a form without the state, or with another one", async () => {
    const { fields } = await openSignIn();
    const { state, ...withoutState } = fields;
    expect(state).toBeTruthy();
    expect((await submit(withoutState, { email: "shopper@example.com", password: "sandbox" })).status).toBe(400);
    expect((await submit({ ...fields, state: pkcePair().state }, { email: "shopper@example.com", password: "sandbox" })).status).toBe(400);
    const page = await call<string>(sandbox.url, `/idp/signin?${new URLSearchParams(withoutState).toString()}`);
    expect(page.status).toBe(400);
  });

  it("never sends the browser to an origin that is not the app's", async () => {
    const login = await startLogin({ return_url: "https://evil.example/oauth2/login" });
    expect(login.status).toBe(400);
    expect(login.body.errors).toEqual([{ field: "return_url", slug: "invalid" }]);
    const { fields } = await openSignIn();
    const swapped = await submit(
      { ...fields, redirect_uri: "https://evil.example/oauth2/login" },
      { email: "shopper@example.com", password: "sandbox" },
    );
    expect(swapped.status).toBe(400);
    expect(swapped.headers.get("location")).toBeNull();
  });

  it.each([[{ origin: "https://evil.example" }], [{ origin: "null", "sec-fetch-site": "cross-site" }]])(
    "refuses a form posted from another site (%o)",
    async (headers) => {
      const { fields } = await openSignIn();
      const answer = await call(sandbox.url, "/idp/signin", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ ...fields, email: "shopper@example.com", password: "sandbox" }).toString(),
      });
      expect(answer.status).toBe(400);
    },
  );

  it("does not let a sign-in ticket skip the password at /idp/authorize", async () => {
    const { redirectUri } = await openSignIn();
    const skipped = await call(sandbox.url, `/idp/authorize${redirectUri.search}`);
    expect(skipped.status).toBe(400);
    expect(skipped.headers.get("location")).toBeNull();
  });

  it("stores only a salted scrypt hash of the password", () => {
    const db = new Database(join(sandbox.dataDir, "sandbox.db"), { readonly: true });
    const rows = db.prepare("SELECT password_hash FROM users ORDER BY id").all() as { password_hash: string }[];
    db.close();
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => row.password_hash);
    expect(first).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
  });
});
