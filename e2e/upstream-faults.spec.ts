import { test as base, expect } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { startFaultApp, type FaultApp } from "./support/fault-app";
import { FaultProxy, type FaultMode } from "./support/fault-proxy";

// The pricing API and the checkout API fail in every way a backend can, at page
// load, during a coupon and at payment. A second app server of the same build talks to the sandbox
// through fault proxies this suite switches; the pages must answer (within the navigation limit
// of 15 s), say what happened with the right status, and work again once the backend is back.

const SANDBOX = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT || 4100)}`;
const PAGE_LIMIT = { timeout: 15_000 };

interface Faults {
  pricing: FaultProxy;
  checkout: FaultProxy;
  app: FaultApp;
}

const test = base.extend<{ reset: void }, { faults: Faults }>({
  faults: [
    async ({}, use) => {
      const pricing = new FaultProxy(SANDBOX);
      const checkout = new FaultProxy(SANDBOX);
      const gateway = new FaultProxy(SANDBOX);
      await Promise.all([pricing.start(), checkout.start(), gateway.start()]);
      const app = await startFaultApp({
        PRICING_API_URL: `${pricing.url}/graphql`,
        CHECKOUT_API_URL: checkout.url,
        GATEWAY_URL: `${gateway.url}/gateway`,
        DASHBOARD_URL: `${SANDBOX}/dashboard/`,
        // The defaults, except shorter backend calls so the suite stays quick: a hanging pricing
        // API costs the page its whole backend budget, once per fault tried. That no page waits on
        // a backend past its budget is held by src/server/page-props/checkout-loader.test.ts.
        CHECKOUT_API_TIMEOUT_MS: "4000",
        PRICING_API_TIMEOUT_MS: "2000",
        BACKEND_BUDGET_MS: "4000",
        // Prices fresh for a second instead of 30, so a test can see the last good ones stand in.
        PRICING_CACHE_MS: "1000",
        GTM_ID: "",
        TRACY_URL: "",
      });
      await use({ pricing, checkout, app });
      await app.stop();
      await Promise.all([pricing.close(), checkout.close(), gateway.close()]);
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ faults }, provide) => provide(faults.app.url),
  // Every test leaves the backends healthy for the next.
  reset: [
    async ({ faults }, use) => {
      await use();
      await faults.pricing.set("pass");
      await faults.checkout.set("pass");
    },
    { auto: true },
  ],
});

// Failed loads are logged by the browser; that is the fault under test, not a bug of the page.
test.use({ expectedConsoleErrors: [/Failed to load resource|net::ERR_/] });
// One app server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default", timeout: 150_000 });

const COUNTRIES = ["DE", "FR", "NL", "IT", "ES", "SE", "PL", "AT"];
const FAULTS: FaultMode[] = ["hang", 500, 502, 503, "malformed", "reset", "refused"];
const label = (mode: FaultMode) =>
  typeof mode !== "object"
    ? String(mode)
    : "delayMs" in mode
      ? `delay ${mode.delayMs} ms`
      : `${mode.afterUpstream} after the backend answered`;
/** A query of its own per load, so no cached price answers for a backend that is down. */
let loads = 0;
const paymentPath = () => `/payment/?product=vpn&product_period=1y&currency=${["USD", "EUR", "GBP"][loads++ % 3]}&coupon=FAULT${loads}`;

test("a pricing API that hangs, fails or answers garbage gives the 503 error screen, and Try again works once it is back", async ({
  page,
  faults,
}) => {
  for (const mode of FAULTS) {
    await faults.pricing.set(mode);
    const response = await page.goto(paymentPath(), PAGE_LIMIT);
    expect(response?.status(), label(mode)).toBe(503);
    await expect(page.getByTestId("error-generic"), label(mode)).toBeVisible();
  }
  await faults.pricing.set("pass");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("payment-step")).toBeVisible(PAGE_LIMIT);
  await expect(page.getByTestId("error-generic")).toHaveCount(0);
});

test("a slow pricing API still gives the checkout", async ({ page, faults }) => {
  // Half of one try's limit (PRICING_API_TIMEOUT_MS above).
  await faults.pricing.set({ delayMs: 1_000 });
  const response = await page.goto(paymentPath(), PAGE_LIMIT);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("payment-step")).toBeVisible();
});

test("a pricing API slower than one try, or failing, gives the page the last prices it gave, said so, until it answers again", async ({
  page,
  faults,
}) => {
  const path = "/payment/?product=pass&product_period=2y&currency=GBP";
  const fresh = async () => {
    // Past the answer's freshness (PRICING_CACHE_MS above), so the page asks the pricing API again.
    await page.waitForTimeout(1_200);
    return page.goto(path, PAGE_LIMIT);
  };
  expect((await fresh())?.status()).toBe(200);
  await expect(page.getByTestId("payment-step")).toBeVisible();
  await expect(page.getByTestId("prices-stale")).toHaveCount(0);
  const total = await page.getByTestId("order-total").first().textContent();

  for (const mode of [{ delayMs: 5_000 }, 503, "hang"] as FaultMode[]) {
    await faults.pricing.set(mode);
    expect((await fresh())?.status(), label(mode)).toBe(200);
    await expect(page.getByTestId("prices-stale"), label(mode)).toHaveText(
      "We couldn't update prices just now, so these may be a few minutes old. The amount is checked again when you pay.",
    );
    await expect(page.getByTestId("order-total").first(), label(mode)).toHaveText(total ?? "");
  }

  await faults.pricing.set("pass");
  await fresh();
  await expect(page.getByTestId("payment-step")).toBeVisible();
  await expect(page.getByTestId("prices-stale")).toHaveCount(0);
});

test("the error screen of a pricing outage comes back to the checkout by itself once prices answer", async ({ page, faults }) => {
  await faults.pricing.set(503);
  const response = await page.goto(paymentPath(), PAGE_LIMIT);
  expect(response?.status()).toBe(503);
  await expect(page.getByTestId("error-auto-retry")).toHaveText(/^We'll try again by ourselves in [1-5] seconds?\.$/);
  await faults.pricing.set("pass");
  // No click: the page reloads itself after 5 s.
  await expect(page.getByTestId("payment-step")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("error-generic")).toHaveCount(0);
});

test("a checkout API that fails while the page loads still sells, and the payment methods come back with Retry", async ({
  page,
  faults,
  context,
}) => {
  // A logged-in browser: the page asks the checkout API who the shopper is.
  await context.addCookies([{ name: "token", value: "fault-suite-token", url: faults.app.url }]);
  const modes: FaultMode[] = [...FAULTS, { delayMs: 12_000 }];
  for (const [index, mode] of modes.entries()) {
    // A country of its own each time: the app keeps a country's methods once it has them.
    await page.setExtraHTTPHeaders({ "cf-ipcountry": COUNTRIES[index % COUNTRIES.length] ?? "DE" });
    await faults.checkout.set(mode);
    const response = await page.goto(paymentPath(), PAGE_LIMIT);
    expect(response?.status(), label(mode)).toBe(200);
    await new PaymentPage(page).reach();
    await expect(page.getByTestId("providers-error"), label(mode)).toBeVisible(PAGE_LIMIT);
    await faults.checkout.set("pass");
    await page.getByTestId("providers-retry-button").click();
    await expect(page.getByTestId("payment-provider-card"), label(mode)).toBeVisible();
  }
});

test("a coupon checked while the pricing API is down says so, keeps the e-mail, and applies once it is back", async ({ page, faults }) => {
  const payment = new PaymentPage(page);
  const modes: FaultMode[] = ["hang", 502, "malformed"];
  for (const [index, mode] of modes.entries()) {
    // A currency of its own each time: prices the browser already has are not asked again.
    await page.goto(`/payment/?product=vpn&product_period=1y&currency=${["EUR", "USD", "GBP"][index]}`, PAGE_LIMIT);
    await new PaymentPage(page).reach();
    await expect(payment.regularProviders()).toBeVisible();
    await payment.fillEmail("faults@example.com");
    await faults.pricing.set(mode);
    if (await page.getByTestId("coupon-show-form-button").isVisible()) await page.getByTestId("coupon-show-form-button").click();
    await page.getByTestId("coupon-input").fill("SAVE20");
    await page.getByTestId("coupon-apply-button").click();
    await expect(page.getByTestId("coupon-error-alert"), label(mode)).toHaveText(
      "We couldn't check the coupon right now. Try again in a moment.",
      PAGE_LIMIT,
    );
    await expect(payment.email()).toHaveValue("faults@example.com");
    await faults.pricing.set("pass");
    await page.getByTestId("coupon-apply-button").click();
    await expect(page.getByTestId("coupon-applied-message"), label(mode)).toContainText("SAVE20");
    await expect(payment.email()).toHaveValue("faults@example.com");
  }
});

test("a payment while the checkout API fails says so, keeps the form, and goes through once it is back", async ({ page, faults }) => {
  const payment = new PaymentPage(page);
  await page.goto("/payment/?product=vpn&product_period=1y&currency=EUR", PAGE_LIMIT);
  await new PaymentPage(page).reach();
  await expect(payment.regularProviders()).toBeVisible();
  await payment.fillTaxZip();
  await payment.fillEmail("faults-payment@example.com");
  await payment.choose("card");
  await payment.fillCard({ number: "4242 4242 4242 4242" });
  for (const mode of FAULTS) {
    await faults.checkout.set(mode);
    await payment.pay();
    await expect(payment.errorAlert(), label(mode)).toHaveText("Something went wrong. Try again.", PAGE_LIMIT);
    await expect(payment.email()).toHaveValue("faults-payment@example.com");
    await expect(page.getByTestId("card-number-input")).toHaveValue("4242 4242 4242 4242");
  }
  await faults.checkout.set("pass");
  await payment.pay();
  await expect(page.getByTestId("success-step")).toBeVisible(PAGE_LIMIT);
});
