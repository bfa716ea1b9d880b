import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

/**
 * State the end-to-end tests seed or read over HTTP instead of clicking through pages (saleor's
 * pattern): orders through the app's BFF, a logged-in browser context through `/login/`, an
 * order's state, and the answers the payment form got.
 */

/** The sandbox the e2e app runs against (playwright.config.ts): its gateway and checkout API. */
export const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT || 4100}`;
export const GATEWAY_URL = `${SANDBOX_URL}/gateway`;
/** The backend variables of an app server a spec starts for itself (`startFaultApp`) on that sandbox. */
export const SANDBOX_BACKENDS = {
  PRICING_API_URL: `${SANDBOX_URL}/graphql`,
  CHECKOUT_API_URL: SANDBOX_URL,
  GATEWAY_URL,
  DASHBOARD_URL: `${SANDBOX_URL}/dashboard/`,
};

let counter = 0;
export function testKey(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}_${Date.now()}_${process.pid}_${counter}`;
}

/**
 * A shopper's e-mail no other test uses: the sandbox refuses the same shopper paying the same plan
 * twice within 30 minutes (the duplicate-purchase guard), and the e2e tests share one sandbox.
 */
export function freshEmail(prefix = "buyer"): string {
  return `${prefix}-${testKey()}@example.com`;
}

/** The selection and address of a US card payment, as the payment form posts it (the e-mail and card token apart). */
export const US_CARD_PAYMENT = {
  plans: ["vpn-plus-1y"],
  currency: "USD",
  country: "US",
  state: "US-CA",
  zip: "94105",
  provider: "card",
  fields: { postal_code: "94105" },
};

export interface ProcessingAnswer {
  cart_id: string;
  order_status: string;
  action: { type: string; url?: string; code?: string };
}

/** Seeds a paid, pending or redirect order the way the browser would: tokenize, then the app's BFF. */
export async function createOrder(
  request: APIRequestContext,
  baseURL: string,
  {
    card,
    provider = "card",
    key = testKey(),
    email = freshEmail("e2e"),
  }: { card?: string; provider?: string; key?: string; email?: string },
): Promise<ProcessingAnswer> {
  let card_token: string | undefined;
  if (card) {
    const tokenized = await request.post(`${GATEWAY_URL}/v1/tokens`, {
      data: { number: card, exp_month: "12", exp_year: "30", cvv: "737" },
    });
    expect(tokenized.status()).toBe(201);
    card_token = ((await tokenized.json()) as { token: string }).token;
  }
  const response = await request.post(`${baseURL}/api/processing/pre/`, {
    headers: { origin: baseURL, "idempotency-key": key },
    data: {
      ...US_CARD_PAYMENT,
      fields: undefined,
      email,
      provider,
      ...(card_token ? { card_token, fields: US_CARD_PAYMENT.fields } : {}),
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ProcessingAnswer;
}

export interface OrderAnswer {
  status: string;
  provider: string;
  payment: { status: string; brand: string | null; last4: string | null };
}

export async function readOrder(request: APIRequestContext, baseURL: string, cartId: string): Promise<OrderAnswer> {
  const response = await request.get(`${baseURL}/api/orders/${cartId}/`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OrderAnswer;
}

/**
 * The order's status as the checkout API (the sandbox) has it, whoever asks: what was charged.
 * The app's own route answers only the browser that paid (readOrder with its request).
 */
export async function orderStatus(cartId: string): Promise<string> {
  const response = await fetch(`${SANDBOX_URL}/api/orders/${encodeURIComponent(cartId)}/`);
  expect(response.status, `the sandbox knows cart ${cartId}`).toBe(200);
  return ((await response.json()) as OrderAnswer).status;
}

/**
 * Has the sandbox's gateway settle the cart's pending payment (the pending test card) now: the
 * suite's sandbox keeps it pending for two minutes (playwright.config.ts), so a test moves on when
 * it has seen what it came for instead of waiting out a timer, and never races one.
 */
export async function settlePending(cartId: string): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/gateway/pending/${encodeURIComponent(cartId)}/settle`, { method: "POST" });
  expect(response.status, `the sandbox settled cart ${cartId}'s pending payment`).toBe(200);
}

/**
 * The cart ids /api/processing/pre/ answered with (2xx only), in order, for one page or every
 * page of a context. Read in a route handler, since a redirect action navigates away before a
 * response listener could read the body.
 */
export function processingAnswers(target: Page | BrowserContext): string[] {
  const carts: string[] = [];
  void target.route("**/api/processing/pre/", async (route) => {
    const response = await route.fetch();
    if (response.ok()) carts.push(((await response.json()) as { cart_id: string }).cart_id);
    await route.fulfill({ response });
  });
  return carts;
}

/**
 * Logs a browser context in as the sandbox shopper a trusted_pass_token names (`tpt_shopper`,
 * `tpt_new`), with no page: `/login/` runs the whole OAuth flow as redirects, and the context's
 * request client follows them, keeping the verifier, state and token cookies in the context.
 * Answers the e-mail the checkout API knows that session by.
 */
export async function logIn(context: BrowserContext, baseURL: string, trustedPassToken: string): Promise<string> {
  const login = await context.request.get(`${baseURL}/login/?trusted_pass_token=${encodeURIComponent(trustedPassToken)}&login_target=%2F`);
  expect(new URL(login.url()).pathname, "the login came back to its target").toBe("/");
  const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === "token");
  expect(token, "the app set the session cookie").toBeDefined();
  const current = await context.request.get(`${SANDBOX_URL}/api/users/current/`, { headers: { "x-user-token": token!.value } });
  expect(current.status(), "the checkout API knows the session").toBe(200);
  return ((await current.json()) as { email: string }).email;
}
