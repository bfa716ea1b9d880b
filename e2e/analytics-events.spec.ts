import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { freshEmail } from "./support/api";

type Entry = Record<string, unknown>;
const dataLayer = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Entry[] }).dataLayer ?? []).filter(
      (entry) => typeof entry.event === "string" && typeof entry.timestamp === "number",
    ),
  );
const named = async (page: import("@playwright/test").Page, event: string) =>
  (await dataLayer(page)).filter((entry) => entry.event === event);

test.describe("analytics events: a US shopper", () => {
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "US" } });

  test("analytics events: a card purchase sends every checkout event with its fields and a timestamp, and nothing sensitive", async ({
    page,
    cardLeakGuard,
  }) => {
    test.setTimeout(60_000);
    const email = freshEmail("events");
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn&product_period=1y&nord_origin=nordvpn-web");
    await expect.poll(async () => (await named(page, "page_view")).length).toBe(1);
    expect((await named(page, "page_view"))[0]).toMatchObject({
      page_path: "/payment",
      page_lang: "en",
      logged_in: false,
      currency: "USD",
      product_code: 1,
      source_nord_id: "nordvpn-web",
      plan: "vpn-standard-1y",
    });
    await expect.poll(async () => (await named(page, "taxes_preselected"))[0]).toMatchObject({ taxes_preselected: "US" });
    expect((await named(page, "plans_displayed"))[0]?.plans_displayed).toContain("vpn-standard-1y");

    await page.getByTestId("coupon-show-form-button").click();
    await page.getByTestId("coupon-input").fill("SAVE20");
    await page.getByTestId("coupon-apply-button").click();
    await expect(page.getByTestId("coupon-applied-message")).toBeVisible();
    await expect
      .poll(async () => (await named(page, "coupon_applied"))[0])
      .toMatchObject({ coupon_code: "SAVE20", coupon_status: "applied" });

    await payment.fillTaxZip("94105", "US-CA");
    await expect.poll(async () => (await named(page, "taxes_selected"))[0]).toMatchObject({ taxes_selected: "US-CA" });
    await payment.fillEmail(email);
    // The card is preselected: the shopper looks at PayPal, then comes back to the card.
    await payment.choose("paypal");
    await payment.choose("card");
    await payment.fillCard({ number: "4242424242424242" });
    await payment.pay();
    await expect(page.getByTestId("success-step")).toBeVisible();
    await expect.poll(async () => (await named(page, "conversion")).length).toBe(1);

    const events = await dataLayer(page);
    const names = events.map((entry) => entry.event);
    for (const name of [
      "page_view",
      "plans_displayed",
      "plans_preselected",
      "coupon_initiated",
      "coupon_applied",
      "taxes_preselected",
      "taxes_selected",
      "payments_loaded",
      "payments_selected",
      "payments_initiated",
      "payments_submitted",
      "conversion",
    ]) {
      expect(names, name).toContain(name);
    }
    for (const entry of events) expect(entry).toMatchObject({ timestamp: expect.any(Number), page_lang: "en", product_code: 1 });
    expect((await named(page, "payments_selected")).at(-1)).toMatchObject({
      payments_selected: "regular:card",
      taxes_selected: "US-CA",
      coupon_code: "SAVE20",
    });
    expect((await named(page, "payments_submitted"))[0]).toMatchObject({ payments_selected: "card", form_status: "done" });
    expect((await named(page, "conversion"))[0]).toMatchObject({ payments_selected: "card", currency: "USD", coupon_code: "SAVE20" });
    // Every click of the purchase was in a named section: the Pay button is the payment section's.
    const clicks = await named(page, "click");
    expect(clicks.filter((entry) => entry.section === "N/A")).toEqual([]);
    expect(clicks.find((entry) => entry.element_name === "submit-payment-button")).toMatchObject({ section: "payment" });

    const json = JSON.stringify(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer));
    expect(json).not.toContain(email);
    expect(json).not.toContain("@");
    expect(json).not.toMatch(/trusted_pass_token|exchange_token|94105/);
    expect(await cardLeakGuard.leaks(["4242424242424242", "737"])).toEqual([]);
  });

  test("analytics events: on a phone, the sections without a box of their own report scroll when their content comes into view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const payment = new PaymentPage(page);
    // A link that names no period: the plan options are open (a chosen plan folds them on a phone).
    await page.goto("/payment/?product=vpn");
    await payment.bringFormInPlace();
    await expect.poll(async () => (await named(page, "page_view")).length).toBe(1);
    // The plans are on the first screen; the payment methods are further down.
    await expect(page.locator("[data-section=plans]")).toHaveAttribute("data-boxless", "");
    await expect(page.locator("[data-section=payment]").first()).toHaveAttribute("data-boxless", "");
    const sections = async () => (await named(page, "scroll")).map((entry) => entry.section);
    await expect.poll(sections).toContain("plans");
    expect(await sections()).not.toContain("payment");
    await page.getByTestId("submit-payment-button").scrollIntoViewIfNeeded();
    await expect.poll(sections).toContain("payment");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId("submit-payment-button").scrollIntoViewIfNeeded();
    await expect.poll(async () => (await sections()).filter((section) => section === "payment")).toHaveLength(1);
    expect((await sections()).filter((section) => section === "plans")).toHaveLength(1);
  });

  test("analytics events: the footer reports scroll once, and a footer link's click carries element_name, section, page_lang and placement", async ({
    page,
    context,
  }) => {
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn&product_period=1y");
    await expect.poll(async () => (await named(page, "page_view")).length).toBe(1);
    const footer = page.getByTestId("footer-copyright");
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await named(page, "scroll")).filter((entry) => entry.section === "footer").length).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await footer.scrollIntoViewIfNeeded();
    await page.getByTestId("stepper").scrollIntoViewIfNeeded();
    expect((await named(page, "scroll")).filter((entry) => entry.section === "footer")).toHaveLength(1);

    await context.route("**/legal/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>terms</p>" }));
    const popup = page.waitForEvent("popup");
    await page
      .locator("[data-section=footer]")
      .getByRole("link", { name: /Terms of Service/ })
      .click();
    await (await popup).close();
    await expect
      .poll(async () => (await named(page, "click")).find((entry) => entry.element_name === "terms-of-service"))
      .toMatchObject({
        section: "footer",
        placement: "footer",
        page_lang: "en",
      });
  });
});
