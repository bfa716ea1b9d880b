import { expect, test } from "./fixtures";
import { CheckoutPage } from "./pages/checkout-page";
import { PaymentPage } from "./pages/payment-page";
import { watchPayBeforeLateChunk } from "./support/late-chunks";

test.describe("server rendering", () => {
  // A German shopper: their VAT is known from the country alone, so the first paint has the tax line.
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "cf-ipcountry": "DE" } });

  test("a marketing link renders its plan, coupon and euro total before any script runs", async ({ page }) => {
    const response = await page.goto("/payment/?product=vpn&product_period=1y&coupon=SAVE20&currency=EUR");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("stepper")).toBeVisible();
    await expect(page.getByTestId("period-1y")).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("coupon-applied-message")).toContainText("SAVE20");
    await expect(page.getByTestId("cart-item-title").first()).toContainText("NordVPN");
    await expect(page.getByTestId("order-total")).toContainText("€");
    await expect(page.getByTestId("order-tax")).toContainText("€");
  });

  test("without JavaScript the payment section says it needs it, in the page's language", async ({ page }) => {
    await page.goto("/de/payment/?product=vpn");
    await expect(page.getByTestId("payment-needs-javascript")).toHaveText(/JavaScript benötigt/);
    await expect(page.getByTestId("loading-placeholder")).toBeVisible();
  });
});

test("hydration makes no second plans request", async ({ page }) => {
  const pricingRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/graphql")) pricingRequests.push(request.url());
  });
  const checkout = new CheckoutPage(page);
  await checkout.open("product=vpn&product_period=1y&coupon=SAVE20&currency=EUR");
  await page.waitForLoadState("networkidle");
  await checkout.settled();
  expect(pricingRequests).toEqual([]);
  // With JavaScript on, the note for browsers without it is not part of the page.
  await expect(page.getByTestId("payment-needs-javascript")).toHaveCount(0);
  // Interactive after hydration: a period switch asks for nothing either, the package has it.
  await checkout.choosePeriod("2y");
  expect(pricingRequests).toEqual([]);
});

test("the page's scripts are asked for once it is parsed and laid out, and it hydrates", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open("product=vpn");
  await checkout.settled();
  // `defer` scripts are fetched while the document is parsed, and DOMContentLoaded waits for
  // them to run; here the first is asked for from DOMContentLoaded's own listener. Those scripts
  // still hold the load event, so "loaded" still means the page's code has arrived.
  const { parsed, firstScript, loaderScripts, lastLoaderScriptEnd, loaded, parserScripts } = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/_next/static/") && entry.name.endsWith(".js")) as PerformanceResourceTiming[];
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    // The loader's scripts: those asked for before the load event. (Their fetch can start just after
    // DOMContentLoaded's listeners have ended on a busy machine, so that is no boundary to count by.)
    const fromLoader = scripts.filter((entry) => entry.startTime <= navigation.loadEventStart);
    return {
      parsed: navigation.domContentLoadedEventStart,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      loaderScripts: fromLoader.length,
      lastLoaderScriptEnd: Math.max(...fromLoader.map((entry) => entry.responseEnd)),
      loaded: navigation.loadEventStart,
      parserScripts: document.querySelectorAll("script[src][defer]").length,
    };
  });
  expect(parsed).toBeGreaterThan(0);
  expect(firstScript).toBeGreaterThanOrEqual(parsed);
  expect(loaderScripts).toBeGreaterThan(5);
  expect(lastLoaderScriptEnd).toBeLessThanOrEqual(loaded);
  expect(parserScripts).toBe(0);
  await checkout.choosePeriod("2y");
  expect(checkout.param("product_period")).toBe("2y");
});

test("Pay never shows without the renewal terms above it, however late the code asked for after the load arrives", async ({ page }) => {
  // A tap on Pay would then agree to terms not shown, and land on them when they push Pay down.
  const payShownWithoutTerms = await watchPayBeforeLateChunk(page, "renewal-consent");
  await page.goto("/payment/?product=vpn&product_period=1y");
  await new PaymentPage(page).reach();
  await expect(page.getByTestId("submit-payment-button")).toBeVisible();
  await expect(page.getByTestId("renewal-consent")).toBeVisible();
  expect(await payShownWithoutTerms()).toBe(false);
});

test("the page's language's Intl data is loaded by a worker the policy allows", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const worker = page.waitForEvent("worker");
  await page.goto("/de/payment/?product=vpn");
  expect((await worker).url()).toMatch(/\/static\/intl-warm-up\.js#de$/);
  await new CheckoutPage(page).settled();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test("period, tier and cross-sell choices update the address and the total, in place: one Back leaves the checkout", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await page.goto("/");
  await checkout.open("product=vpn");
  const entries = await page.evaluate(() => history.length);
  await expect(page.getByTestId("period-1y")).toHaveAttribute("data-selected", "true");
  const yearly = await checkout.total();

  await checkout.choosePeriod("2y");
  expect(checkout.param("product_period")).toBe("2y");
  const twoYears = await checkout.total();
  expect(twoYears).not.toBe(yearly);

  await checkout.choosePlan("vpn-plus-2y");
  expect(checkout.param("product_subgroup")).toBe("plus");
  const plus = await checkout.total();
  expect(plus).not.toBe(twoYears);

  await checkout.toggleCrossSell("locker-xs-2y");
  expect(checkout.param("product_xs")).toBe("locker-xs-2y");
  await expect(page.getByTestId("cart-item-title")).toHaveCount(2);
  const withLocker = await checkout.total();
  expect(withLocker).not.toBe(plus);

  // The cross-sell follows a period switch.
  await checkout.choosePeriod("1y");
  await expect(page.getByTestId("cross-sell-locker-xs-1y")).toHaveAttribute("data-selected", "true");

  // Each choice replaced the entry: no Back press undoes one silently (an add-on dropped).
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.reload();
  await expect(page.getByTestId("cross-sell-locker-xs-1y")).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("plan-vpn-plus-1y")).toHaveAttribute("data-selected", "true");
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("product-vpn")).toBeVisible();
});

test("product filters choose the password manager subgroup and the locker quota", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open("product=pass");
  await expect(page.getByTestId("filter-subgroup-individual")).toHaveAttribute("data-selected", "true");
  await page.getByTestId("filter-subgroup-family").click();
  await expect(page).toHaveURL(/product_filters%5Bsubgroup%5D=family|product_filters\[subgroup\]=family/);
  await expect(page.getByTestId("cart-item-title")).toContainText("Family");

  await checkout.open("product=locker&product_filters[storage_quota_amount]=2&product_filters[storage_quota_unit]=terabyte");
  await expect(page.getByTestId("filter-quota-2-terabyte")).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("cart-item-title")).toContainText("2 TB");
  await page.getByTestId("filter-quota-500-gigabyte").click();
  await expect(page.getByTestId("cart-item-title")).toContainText("500 GB");
});

test.describe("coupons", () => {
  const cases = [
    { code: "SAVE20", period: "1y", applied: "you save 20%" },
    { code: "YEARLY50", period: "1y", applied: "you save 50%" },
    { code: "YEARLY50", period: "1m", error: "can't be used with the selected plan" },
    { code: "USED10", period: "1y", error: "You have already used the coupon code USED10." },
    { code: "NOSUCHCODE", period: "1y", error: "not valid" },
  ];
  for (const { code, period, applied, error } of cases) {
    test(`${code} on a ${period} plan`, async ({ page }) => {
      const checkout = new CheckoutPage(page);
      await checkout.open(`product=vpn&product_period=${period}`);
      const before = await checkout.total();
      await page.evaluate(() => (window.dataLayer = []));
      await checkout.applyCoupon(code.toLowerCase());
      if (applied) {
        await expect(page.getByTestId("coupon-applied-message")).toContainText(applied);
        expect(await checkout.total()).not.toBe(before);
        await checkout.removeCoupon();
        expect(await checkout.total()).toBe(before);
      } else {
        await expect(page.getByTestId("coupon-error-alert")).toContainText(error ?? "");
        expect(await checkout.total()).toBe(before);
      }
      // Events reach the dataLayer once the analytics chunk has loaded after the page.
      const events = () => page.evaluate(() => (window.dataLayer ?? []).map((entry) => (entry as { event: string }).event));
      await expect.poll(events).toContain("coupon_initiated");
      await expect.poll(events).toContain(applied ? "coupon_applied" : "coupon_declined");
    });
  }

  test("a coupon remembered in the coupon cookie is applied on the server, and once removed does not come back", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "coupon_vpn", value: "SAVE20", url: baseURL ?? "http://localhost:3100" }]);
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn");
    expect(checkout.param("coupon")).toBe("SAVE20");
    await expect(page.getByTestId("coupon-applied-message")).toBeVisible();

    await page.getByTestId("coupon-delete-button").click();
    await expect(page.getByTestId("coupon-applied-message")).toHaveCount(0);
    await expect.poll(() => checkout.param("coupon")).toBeNull();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("coupon_vpn");
    // The next visit does not bring it back.
    await page.reload();
    await expect(page.getByTestId("coupon-show-form-button")).toBeVisible();
    await expect(page.getByTestId("coupon-applied-message")).toHaveCount(0);
    expect(checkout.param("coupon")).toBeNull();
  });
});

test("the tax address changes the tax line and the total", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open("product=vpn&product_period=1y");
  await checkout.setTaxAddress({ country: "US", state: "US-CA" });
  await expect(page.getByText("Sales tax (7.25%)")).toBeVisible();
  const california = await checkout.total();

  await checkout.setTaxAddress({ country: "US", state: "US-NY", zip: "10001" });
  await expect(page.getByText("Sales tax (4%)")).toBeVisible();
  expect(await checkout.total()).not.toBe(california);

  await checkout.setTaxAddress({ country: "DE" });
  await expect(page.getByTestId("state-select")).toHaveCount(0);
  await expect(page.getByTestId("zip-code-input")).toHaveCount(0);
  await expect(page.getByText("VAT (19%)")).toBeVisible();

  await checkout.setTaxAddress({ country: "CA", state: "CA-ON" });
  await expect(page.getByText("HST (13%)")).toBeVisible();

  // Nothing the shopper chose is lost on a reload.
  await page.reload();
  await expect(page.getByTestId("country-select")).toHaveValue("CA");
  await expect(page.getByTestId("state-select")).toHaveValue("CA-ON");
  await expect(page.getByText("HST (13%)")).toBeVisible();
});

test("the products page lists a group's plans and continues to the checkout", async ({ page }) => {
  await page.goto("/products/?product_group=PASS");
  await page.getByTestId("period-2y").click();
  await page.getByTestId("products-continue").click();
  await expect(page).toHaveURL(/\/payment\/\?.*product_period=2y/);
  await expect(page.getByTestId("cart-item-title")).toContainText("NordPass");
});

test("an active countdown counts down and an expired one is not shown", async ({ page, context, baseURL }) => {
  const url = baseURL ?? "http://localhost:3100";
  await context.addCookies([{ name: "countdown_vpn", value: String(Date.now() + 2 * 3600_000), url }]);
  const checkout = new CheckoutPage(page);
  await checkout.open("product=vpn");
  const banner = page.getByTestId("countdown");
  await expect(banner).toContainText(/This offer ends in (01|02):\d\d:\d\d/);
  const first = await banner.textContent();
  await expect.poll(async () => banner.textContent(), { timeout: 5_000 }).not.toBe(first);

  await context.addCookies([{ name: "countdown_vpn", value: String(Date.now() - 1_000), url }]);
  await checkout.open("product=vpn");
  await expect(page.getByTestId("countdown")).toHaveCount(0);
});

test("dev settings point the pricing API at an allow-listed backend only", async ({ page, context, baseURL }) => {
  const url = baseURL ?? "http://localhost:3100";
  const sandboxPort = process.env.E2E_SANDBOX_PORT || "4100";
  // The sandbox answers on localhost as well as 127.0.0.1: another allowed address for the same API.
  await context.addCookies([
    { name: "dev_settings", value: JSON.stringify({ pricingApi: `http://localhost:${sandboxPort}/graphql` }), url },
  ]);
  const response = await page.goto("/payment/?product=vpn");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain(`http://localhost:${sandboxPort}`);
  await expect(page.getByTestId("order-total")).toBeVisible();

  await context.addCookies([{ name: "dev_settings", value: JSON.stringify({ pricingApi: "https://evil.example.com/graphql" }), url }]);
  const refused = await page.goto("/payment/?product=vpn");
  expect(refused?.status()).toBe(200);
  expect(refused?.headers()["content-security-policy"]).not.toContain("evil.example.com");
  await expect(page.getByTestId("order-total")).toBeVisible();
});

test("the plans shown and preselected reach analytics", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open("product=vpn&product_period=2y&product_subgroup=plus");
  await expect(page.getByTestId("plan-vpn-plus-2y")).toHaveAttribute("data-selected", "true");
  // The server draws the selection; the events follow once the page has hydrated.
  const events = () => page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, unknown>>);
  await expect
    .poll(async () => (await events()).find((entry) => entry.event === "plans_preselected"))
    .toMatchObject({ plans_preselected: ["vpn-plus-2y"] });
  expect((await events()).find((entry) => entry.event === "plans_displayed")?.plans_displayed).toHaveLength(9);
});

test("on a phone the total sits in a bar above the pay button and expands on tap", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/payment/?product=vpn&product_period=1y");
  const bar = page.getByTestId("summary-bar");
  const toggle = bar.getByRole("button", { name: /Show details/ });
  // A US shopper who has not named a state yet sees the total before tax (no one else's rate).
  await expect(toggle).toContainText(/Total before tax: \$\d+\.\d\d/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const barBox = await bar.boundingBox();
  const payBox = await page.getByTestId("submit-payment-button").boundingBox();
  expect(barBox && payBox && barBox.y < payBox.y).toBe(true);
  await toggle.click();
  await expect(bar.getByTestId("order-summary")).toBeVisible();
  await expect(bar.getByTestId("cart-item-title")).toContainText("NordVPN");
  await expect(bar.getByRole("button", { name: /Hide details/ })).toHaveAttribute("aria-expanded", "true");
  // No horizontal scrolling on a 375 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
