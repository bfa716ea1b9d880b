import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox, type RunningSandbox, type SandboxOptions } from "../src/server";

export const APP_ORIGIN = "http://localhost:3000";
export const RETURN_URL = `${APP_ORIGIN}/api/callback/`;

export interface TestSandbox extends RunningSandbox {
  dataDir: string;
  /** Moves the sandbox clock forward (tokens, codes, pending payments). */
  advance(ms: number): void;
  /** Stops the server and deletes its data directory. */
  dispose(): Promise<void>;
}

export async function startTestSandbox(
  options: SandboxOptions = {},
  dataDir = mkdtempSync(join(tmpdir(), "sandbox-test-")),
): Promise<TestSandbox> {
  let offset = 0;
  const sandbox = await startSandbox({ port: 0, dataDir, log: false, now: () => Date.now() + offset, ...options });
  return {
    ...sandbox,
    dataDir,
    advance: (ms) => {
      offset += ms;
    },
    dispose: async () => {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Response bodies are asserted field by field against literal expectations; a loose type keeps that readable. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function call<T = Json>(base: string, path: string, init: RequestInit & { json?: unknown } = {}): Promise<ApiResponse<T>> {
  const { json, headers, ...rest } = init;
  const response = await fetch(`${base}${path}`, {
    redirect: "manual",
    ...rest,
    headers: { ...(json === undefined ? {} : { "content-type": "application/json" }), ...(headers as Record<string, string>) },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // HTML pages stay text.
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

export function pkcePair(): { verifier: string; challenge: string; state: string } {
  const verifier = randomBytes(48).toString("base64url");
  return {
    verifier,
    challenge: createHash("sha256").update(verifier).digest("base64url"),
    state: randomBytes(24).toString("base64url"),
  };
}

export const OAUTH_RETURN_URL = `${APP_ORIGIN}/oauth2/login`;

/** Runs the login route and the identity provider; answers the code and state the app would receive. */
export async function authorize(base: string, trustedToken: string, pkce = pkcePair()) {
  const login = await call(base, "/api/users/auth/login/", {
    method: "POST",
    json: {
      trusted_pass_token: trustedToken,
      language: "en",
      code_challenge: pkce.challenge,
      code_challenge_method: "S256",
      state: pkce.state,
      return_url: OAUTH_RETURN_URL,
    },
  });
  if (login.status !== 200) return { login, pkce, code: undefined, state: undefined };
  const redirectUri = (login.body as { redirect_uri: string }).redirect_uri;
  const idp = await fetch(redirectUri, { redirect: "manual" });
  const location = new URL(idp.headers.get("location") ?? "");
  return {
    login,
    pkce,
    idpStatus: idp.status,
    location,
    code: location.searchParams.get("code") ?? undefined,
    state: location.searchParams.get("state") ?? undefined,
  };
}

/** The whole PKCE login; answers the user token. */
export async function loginAs(base: string, trustedToken: string): Promise<string> {
  const { pkce, code, state } = await authorize(base, trustedToken);
  const exchange = await call<{ token: string }>(base, "/api/users/auth/callback/", {
    method: "POST",
    json: { code, state, verifier: pkce.verifier },
  });
  if (exchange.status !== 200) throw new Error(`login failed: ${exchange.status}`);
  return exchange.body.token;
}

export async function tokenize(base: string, number: string, overrides: Record<string, string> = {}) {
  return call(base, "/gateway/v1/tokens", {
    method: "POST",
    headers: { origin: APP_ORIGIN },
    json: {
      number,
      exp_month: "12",
      exp_year: String(new Date().getUTCFullYear() + 3),
      cvv: number.startsWith("37") ? "1234" : "123",
      ...overrides,
    },
  });
}

/**
 * A new shopper's e-mail per order: the same e-mail paying the same plan twice within 30 minutes
 * is refused as a duplicate purchase, which only the tests of that rule want.
 */
export function freshEmail(): string {
  return `buyer-${randomUUID()}@example.com`;
}

export function processingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    plans: ["vpn-standard-1y"],
    currency: "USD",
    country: "US",
    state: "US-CA",
    zip: "94105",
    email: freshEmail(),
    provider: "card",
    fields: { postal_code: "94105" },
    return_url: RETURN_URL,
    ...overrides,
  };
}

export async function processing(
  base: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
  headers: Record<string, string> = {},
) {
  return call(base, "/api/processing/pre/", { method: "POST", headers: { "idempotency-key": key, ...headers }, json: body });
}

/** Tokenizes the card and pays the default selection with it. */
export async function payWithCard(
  base: string,
  number: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const token = await tokenize(base, number);
  return processing(base, processingBody({ card_token: token.body.token, ...overrides }), undefined, headers);
}

/** The proof that the caller made the cart: the owner secret its processing answer handed out (the app's purchase cookie). */
export function asOwner(made: ApiResponse<Json>): { headers: Record<string, string> } {
  return { headers: { "x-cart-owner": made.body.cart_owner as string } };
}

export async function orderStatus(base: string, cartId: string): Promise<string> {
  const order = await call<{ status: string }>(base, `/api/orders/${cartId}/`);
  return order.body.status;
}

/** Opens a gateway approval page as a browser would and posts the shopper's decision; answers the decision's response. */
export async function decide(url: string, decision: "approve" | "decline"): Promise<Response> {
  const page = await call<string>("", url);
  if (page.status !== 200 || !page.body.includes(`data-testid="sandbox-${decision}"`))
    throw new Error(`no approval page at ${url}: ${page.status}`);
  const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? "";
  return fetch(new URL(action, url), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `decision=${decision}`,
  });
}

/** The identifiers of GET /api/payments/providers/regular/?<query>, in display order. */
export async function regularProviders(base: string, query: string): Promise<string[]> {
  const response = await call(base, `/api/payments/providers/regular/?${query}`);
  if (response.status !== 200) throw new Error(`providers ${query}: ${response.status}`);
  return response.body.providers.map((provider: { identifier: string }) => provider.identifier);
}

/**
 * A login without a trusted token, through the identity provider's sign-in page with this e-mail
 * and password; answers the page's response to the form (303 with a code when accepted).
 */
export async function signInWithPassword(base: string, email: string, password: string) {
  const pkce = pkcePair();
  const login = await call<{ redirect_uri: string }>(base, "/api/users/auth/login/", {
    method: "POST",
    json: {
      language: "en",
      code_challenge: pkce.challenge,
      code_challenge_method: "S256",
      state: pkce.state,
      return_url: OAUTH_RETURN_URL,
    },
  });
  const signInPage = new URL(login.body.redirect_uri);
  const form = Object.fromEntries(signInPage.searchParams);
  return call<string>(base, "/idp/signin", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "null", "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ ...form, email, password }).toString(),
  });
}
