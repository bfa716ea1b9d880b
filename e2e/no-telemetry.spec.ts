import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { SANDBOX_BACKENDS, SANDBOX_URL } from "./support/api";
import { startFaultApp, type FaultApp } from "./support/fault-app";

/** Where error reports, traces, metrics and analytics would go if they were configured. */
const TELEMETRY = /\/otel\b|\/v1\/(traces|metrics)|\/envelope\/|sentry|googletagmanager|tracy/i;

test.describe("with no Sentry DSN, no collector and no analytics", () => {
  // The 404 of a page that is not there is the one console message expected.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });
  let app: FaultApp;

  // An app server of its own with every destination unset, on the shared sandbox.
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startFaultApp(
      {
        ...SANDBOX_BACKENDS,
        NEXT_PUBLIC_SENTRY_DSN: "",
        OTEL_COLLECTOR_URL: "",
        GTM_ID: "",
        TRACY_URL: "",
      },
      { anyPort: true },
    );
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  test("nothing is sent anywhere but the app and its backends, and every step still works", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => sent.push(request.url()));

    await page.goto(`${app.url}/`);
    await expect(page.getByRole("main")).toBeVisible();
    await page.goto(`${app.url}/products/?product_group=PASS`);
    await page.getByTestId("period-2y").click();
    const checkout = new PaymentPage(page);
    await page.goto(`${app.url}/payment/?product=vpn&product_period=1y`);
    await new PaymentPage(page).reach();
    await expect(checkout.regularProviders()).toBeVisible();
    await checkout.fillEmail("quiet@example.com");
    await checkout.fillTaxZip("94105", "US-NY");
    await checkout.choose("card");
    await page.getByTestId("period-2y").click();
    await expect(page).toHaveURL(/product_period=2y/);
    // Past the idle moment after the load in which the SDKs would start (wrapping fetch), and a
    // shopper leaving the tab, when what was measured would be sent.
    await page.waitForTimeout(3_000);
    expect(await page.evaluate(() => String(window.fetch).includes("[native code]"))).toBe(true);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.waitForTimeout(2_000);
    // An error screen and a page that is not there: the paths that would report, reporting nowhere.
    await page.goto(`${app.url}/error/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto(`${app.url}/no-such-page/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(2_000);

    const origins = new Set(sent.map((url) => new URL(url).origin));
    expect([...origins].sort()).toEqual([new URL(app.url).origin, SANDBOX_URL].filter((origin) => origins.has(origin)).sort());
    expect(sent.filter((url) => TELEMETRY.test(new URL(url).pathname + new URL(url).hostname))).toEqual([]);
    // The server sent the stand-in collector nothing either (its spans would name its host).
    const traces = JSON.stringify(await (await fetch(`${SANDBOX_URL}/otel/received/traces`)).json());
    expect(traces).not.toContain(new URL(app.url).host);
    expect(app.output()).not.toMatch(/opentelemetry|exporter|envelope/i);
  });
});
