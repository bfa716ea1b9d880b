// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv, type Env } from "@/server/env";
import { isRequestError } from "@/server/request";
import { APP_ORIGIN, startTestSandbox, type TestSandbox } from "../../../sandbox/test/test-sandbox";
import { completeLogin } from "./complete-login";
import { startLogin } from "./start-login";

let sandbox: TestSandbox;
let env: Env;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  // checkoutApiRequest reads the environment on first use, so it talks to this sandbox.
  process.env.CHECKOUT_API_URL = sandbox.url;
  process.env.APP_BASE_URL = APP_ORIGIN;
  env = parseEnv({ CHECKOUT_API_URL: sandbox.url, APP_BASE_URL: APP_ORIGIN });
});

afterAll(async () => {
  await sandbox.dispose();
});

const browser = (cookies: Record<string, string> = {}) => ({ headers: { "user-agent": "vitest" }, cookies });

/** The cookie jar the browser would hold after these Set-Cookie values. */
function jarOf(setCookies: string[]): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const cookie of setCookies) {
    const [pair = "", ...attributes] = cookie.split("; ");
    const [name = "", value = ""] = pair.split("=");
    if (attributes.includes("Max-Age=0")) delete jar[name];
    else jar[name] = decodeURIComponent(value);
  }
  return jar;
}

/** Starts a login and follows the identity provider; answers the jar and what comes back. */
async function authorize(trustedPassToken: string, returnTo = "/payment/?product=vpn&trusted_pass_token=x") {
  const started = await startLogin(browser(), { trusted_pass_token: trustedPassToken, language: "en", return_to: returnTo }, env);
  const idp = await fetch(started.redirectUri, { redirect: "manual" });
  const back = new URL(idp.headers.get("location") ?? "");
  return { started, jar: jarOf(started.cookies), back, query: Object.fromEntries(back.searchParams) };
}

describe("the trusted-token login against the sandbox", () => {
  it("sends the browser to the identity provider, which comes back to /oauth2/login/", async () => {
    const { started, back } = await authorize("tpt_shopper");
    expect(new URL(started.redirectUri).origin).toBe(new URL(sandbox.url).origin);
    expect(started.redirectUri).not.toContain("tpt_shopper");
    expect(`${back.origin}${back.pathname}`).toBe(`${APP_ORIGIN}/oauth2/login/`);
  });

  it("exchanges the code for the token cookie and returns to the page without secrets", async () => {
    const { jar, query } = await authorize("tpt_shopper");
    const outcome = await completeLogin(browser(jar), query, { env });
    expect(outcome.destination).toBe("/payment/?product=vpn");
    const after = jarOf(outcome.cookies);
    expect(Object.keys(after)).toEqual(["token"]);
    const current = await fetch(`${sandbox.url}/api/users/current/`, { headers: { "x-user-token": after.token! } });
    expect(await current.json()).toEqual({ email: "shopper@example.com" });
  });

  it("refuses a forged state without exchanging the code", async () => {
    const { jar, query } = await authorize("tpt_new");
    const outcome = await completeLogin(browser(jar), { ...query, state: "forged-state-forged-state" }, { env });
    expect(jarOf(outcome.cookies)).toEqual({ login_failed: "unknown" });
    // The code was left alone, so it still works for its rightful browser.
    expect(jarOf((await completeLogin(browser(jar), query, { env })).cookies)).toHaveProperty("token");
  });

  it("reports a refused exchange with its status (a code is good once)", async () => {
    const { jar, query } = await authorize("tpt_new");
    await completeLogin(browser(jar), query, { env });
    expect(jarOf((await completeLogin(browser(jar), query, { env })).cookies)).toEqual({ login_failed: "400" });
  });

  it("refuses an answer for a browser that started no login", async () => {
    const { query } = await authorize("tpt_new");
    expect(jarOf((await completeLogin(browser(), query, { env })).cookies)).toEqual({ login_failed: "unknown" });
  });

  it("treats a visit without an answer as no login at all", async () => {
    const outcome = await completeLogin(browser(), {}, { env, fallback: "/de/" });
    expect(outcome).toEqual({ destination: "/de/", cookies: expect.any(Array) });
    expect(jarOf(outcome.cookies)).toEqual({});
  });

  it("fails with the API's status for a bad trusted token", async () => {
    const failure = await startLogin(browser(), { trusted_pass_token: "tpt_nobody", language: "en" }, env).catch((error: unknown) => error);
    expect(isRequestError(failure) && failure.status).toBe(401);
  });

  it("without a trusted token sends the browser to the sign-in page; a cancel there is no failure", async () => {
    const started = await startLogin(browser(), { language: "en", return_to: "/payment/?product=vpn" }, env);
    const signIn = new URL(started.redirectUri);
    expect(signIn.pathname).toBe("/idp/signin");
    const jar = jarOf(started.cookies);
    const page = await (await fetch(signIn)).text();
    const cancel = new URL(/class="cancel" href="([^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&") ?? "");
    const outcome = await completeLogin(browser(jar), Object.fromEntries(cancel.searchParams), { env });
    expect(outcome.destination).toBe("/payment/?product=vpn");
    expect(jarOf(outcome.cookies)).toEqual({});
  });
});
