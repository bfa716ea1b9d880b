import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { testKey, US_CARD_PAYMENT } from "./support/api";

// The limits of src/server/rate-limit/route-limits.ts, per browser session and minute.
const LOGIN_PER_SESSION = 20;
const TAXES_PER_SESSION = 60;
const PAYMENTS_PER_SESSION = 30;

const TAXES = "/api/payments/taxes/?country=US&state=US-CA&zip=94105&currency=USD&price_ids=vpn-plus-1y.USD";

async function spend(times: number, send: () => Promise<{ status(): number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await send()).status());
  return statuses;
}

/** A payment try the app finds valid (the gateway's card token is made up, so the sandbox refuses it). */
function paymentTry(request: APIRequestContext, baseURL: string) {
  return request.post(`${baseURL}/api/processing/pre/`, {
    headers: { origin: baseURL, "idempotency-key": testKey("limit") },
    data: { ...US_CARD_PAYMENT, email: "limited@example.com", card_token: "tok_made_up" },
  });
}

test.describe("rate limits", () => {
  // The refused request is logged by the browser itself, as any 429 is; the made-up tokens' 401s
  // before it leave the login-failure note the page reports.
  test.use({ expectedConsoleErrors: [/status of 429 \(Too Many Requests\)|failed-login-attempt/] });

  test("a login link over the limit answers the 429 screen in the page's language, with Retry-After", async ({ page, baseURL }) => {
    const login = () => page.request.get(`${baseURL}/login/?trusted_pass_token=tpt_not_a_real_one`, { maxRedirects: 0 });
    const statuses = await spend(LOGIN_PER_SESSION, login);
    expect(statuses.every((status) => status === 303)).toBe(true);

    const loginCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/users/auth/login/")) loginCalls.push(request.url());
    });
    const response = await page.goto("/de/login/?trusted_pass_token=tpt_not_a_real_one");
    expect(response?.status()).toBe(429);
    expect(Number(response?.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByTestId("error-429")).toContainText("Sie haben zu viele Anfragen in zu kurzer Zeit gesendet.");
    await expect(page.getByTestId("error-429")).toContainText("429");
    // The screen does not start the refused login again from the browser, and the token leaves the address.
    await expect(page).not.toHaveURL(/trusted_pass_token/);
    expect(loginCalls).toEqual([]);
  });

  test("an API route over the limit answers 429 JSON with Retry-After; another session on the same address goes on", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Junk first: refused as invalid, it never spends the shopper's budget.
    expect(await spend(TAXES_PER_SESSION + 5, () => page.request.get(`${baseURL}/api/payments/taxes/?country=nowhere`))).not.toContain(429);
    const statuses = await spend(TAXES_PER_SESSION, () => page.request.get(`${baseURL}${TAXES}`));
    expect(statuses.every((status) => status === 200)).toBe(true);

    const refused = await page.request.get(`${baseURL}${TAXES}`);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "rate_limited" });

    // A second shopper behind the same address (127.0.0.1) has a budget of their own.
    const other = await browser.newContext({ extraHTTPHeaders: { "cf-ipcountry": "US" } });
    try {
      const answer = await other.request.get(`${baseURL}${TAXES}`);
      expect(answer.status()).toBe(200);
      const otherPage = new PaymentPage(await other.newPage());
      await otherPage.goto("product=vpn&product_period=1y");
      await otherPage.fillTaxZip("10001", "US-NY");
      await expect(otherPage.page.getByTestId("order-tax")).toBeVisible();
      await expect(otherPage.page.getByTestId("tax-error")).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test("the payment form says the spec's too-many-requests words when payment tries are over the limit", async ({ page, baseURL }) => {
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn&product_period=1y");
    const statuses = await spend(PAYMENTS_PER_SESSION, () => paymentTry(page.request, baseURL!));
    expect(statuses).not.toContain(429);

    await payment.fillEmail("limited@example.com");
    await payment.fillTaxZip();
    await payment.fillCard({ number: "4242424242424242" });
    await payment.pay();
    await expect(payment.errorAlert()).toHaveText("You have sent too many request too quickly. Please try again later.");
    await expect(page).toHaveURL(/\/payment\//);
  });
});
