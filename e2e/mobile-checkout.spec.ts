import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CheckoutPage } from "./pages/checkout-page";
import { PaymentPage } from "./pages/payment-page";

/** A marketing link that already chose product, period and tier, with an add-on. */
const CHOSEN = "product=vpn&product_period=1y&product_subgroup=plus&product_xs=locker-xs-1y";

/** The renewal day as the shopper's calendar reads it: today plus whole months (the 31st stays in its month). */
function inMonths(months: number): string {
  const today = new Date();
  const lastDay = new Date(today.getFullYear(), today.getMonth() + months + 1, 0).getDate();
  const date = new Date(today.getFullYear(), today.getMonth() + months, Math.min(today.getDate(), lastDay));
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

/** The text as read, without the invisible bidi isolates around product names. */
const readText = (locator: Locator) => locator.evaluate((element) => (element.textContent ?? "").replace(/[\u2068\u2069]/g, ""));

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test("a link with product, period and tier shows what is bought, the amount due today and the e-mail field on the first screen", async ({
    page,
  }) => {
    const payment = new PaymentPage(page);
    await payment.goto(CHOSEN);
    const glance = page.getByTestId("order-glance");
    await expect(glance).toContainText("NordVPN Plus, 1-year plan");
    await expect(glance).toContainText("NordLocker 500 GB add-on");
    await expect(page.getByTestId("order-glance-total")).toHaveText((await page.getByTestId("order-total").textContent()) ?? "");
    await expect(page.getByTestId("order-glance-total")).toHaveText(/^\$\d+\.\d\d$/);
    // The period and tier are not asked again.
    await expect(page.getByTestId("period-1y")).toBeHidden();
    await expect(page.getByRole("button", { name: "Change plan" })).toHaveAttribute("aria-expanded", "false");

    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const total = (await page.getByTestId("order-glance-total").boundingBox())!;
    const email = (await payment.email().boundingBox())!;
    expect(total.y + total.height).toBeLessThanOrEqual(900);
    expect(email.y).toBeLessThanOrEqual(900);
  });

  test("the collapsed plan summary opens, and a change of period updates the address and the total", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await page.goto(`/payment/?${CHOSEN}`);
    const glanceTotal = page.getByTestId("order-glance-total");
    const yearly = await glanceTotal.textContent();

    const toggle = page.getByRole("button", { name: "Change plan" });
    const options = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(options).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Hide plan options" })).toHaveAttribute("aria-expanded", "true");
    await expect(options).toBeVisible();
    await expect(options.getByTestId("plan-vpn-plus-1y")).toHaveAttribute("data-selected", "true");

    await checkout.choosePeriod("2y");
    expect(checkout.param("product_subgroup")).toBe("plus");
    await expect(glanceTotal).toHaveAttribute("data-loading", "false");
    await expect(glanceTotal).not.toHaveText(yearly ?? "");
    await expect(glanceTotal).toHaveText((await page.getByTestId("order-total").textContent()) ?? "");
    await expect(page.getByTestId("order-glance")).toContainText("NordVPN Plus, 2-year plan");
    await expect(page.getByTestId("order-glance")).toContainText("NordLocker 500 GB add-on, 2-year plan");
    // The options stay open while the shopper is choosing.
    await expect(options).toBeVisible();

    // The address is the store: a reload keeps the new choice.
    await page.reload();
    await expect(page).toHaveURL(/product_period=2y/);
    await expect(page.getByTestId("order-glance")).toContainText("NordVPN Plus, 2-year plan");
  });

  test("a link without a chosen plan shows the choices open", async ({ page }) => {
    await page.goto("/payment/?product=vpn");
    await expect(page.getByRole("button", { name: "Hide plan options" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("period-2y")).toBeVisible();
    await expect(page.getByTestId("plan-vpn-standard-1y")).toBeVisible();
  });

  test("the consent line right above Pay names what renews, when, at what price and how to cancel", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.goto(CHOSEN);
    const consent = page.getByTestId("renewal-consent");
    // Stated as it is, not behind the summary bar's "Show details".
    await expect(consent).toBeVisible();
    await expect
      .poll(() => readText(consent))
      .toBe(
        `NordVPN Plus, 1-year plan and NordLocker 500 GB add-on, 1-year plan renew automatically on ${inMonths(12)} at $167.87 a year, plus any applicable tax, until you cancel. By paying, you agree to this. You can cancel any time in your NordVPN account.`,
      );
    const line = (await consent.boundingBox())!;
    const pay = (await payment.payButton().boundingBox())!;
    expect(line.y + line.height).toBeLessThanOrEqual(pay.y);
    expect(pay.y - (line.y + line.height)).toBeLessThanOrEqual(24);
  });
});

/** Where an element's top is on the page, whatever the scroll. */
const pageTop = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test.describe("phone first, at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // The longest of the 26 languages on this page: the form still starts on the first screen.
  for (const locale of ["fr", "pt-br", "de"]) {
    test(`in ${locale}, a campaign link and the products step's Continue both open on the chosen plan, the e-mail on the first screen`, async ({
      page,
    }) => {
      const payment = new PaymentPage(page);
      const expectFormNearTheTop = async () => {
        await expect(payment.regularProviders()).toBeVisible();
        await expect(page.getByTestId("change-plan-button")).toHaveAttribute("aria-expanded", "false");
        await expect(page.getByTestId("order-glance-renewal")).toBeVisible();
        expect(await pageTop(payment.email())).toBeLessThanOrEqual(900);
        expect(await pageTop(payment.payButton())).toBeLessThanOrEqual(2100);
      };
      await page.goto(`/${locale}/payment/?product_period=2y&coupon=SAVE20`);
      await expectFormNearTheTop();

      await page.goto(`/${locale}/products/?product=vpn`);
      await page.getByTestId("products-continue").click();
      await page.waitForURL(/\/payment\/\?/);
      await expectFormNearTheTop();
    });
  }

  test.describe("with prices that include VAT", () => {
    test.use({ extraHTTPHeaders: { "cf-ipcountry": "DE" } });

    test("the first screen says what is bought, today's amount and what it renews at; Pay names the amount, the guarantee beside it", async ({
      page,
    }) => {
      const payment = new PaymentPage(page);
      await payment.goto(CHOSEN);
      const glance = page.getByTestId("order-glance");
      await expect(glance).toContainText("NordVPN Plus, 1-year plan");
      const today = page.getByTestId("order-glance-total");
      await expect(today).toHaveText(/^€\d+\.\d\d$/);
      const renewal = page.getByTestId("order-glance-renewal");
      await expect(renewal).toHaveText(/^Then €\d+\.\d\d a year, tax included$/);
      // The same figure as the consent line above Pay: one renewal price on the page.
      const renewalPrice = /€\d+\.\d\d/.exec((await renewal.textContent()) ?? "")![0];
      await expect.poll(() => readText(page.getByTestId("renewal-consent"))).toContain(`at ${renewalPrice} a year, tax included,`);
      for (const element of [today, renewal]) {
        const box = (await element.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(812);
      }

      await expect(payment.payButton()).toHaveText(`Pay ${await today.textContent()}`);
      const pay = (await payment.payButton().boundingBox())!;
      const guarantee = (await page.getByTestId("pay-guarantee").boundingBox())!;
      await expect(page.getByTestId("pay-guarantee")).toHaveText("30-day money-back guarantee.");
      expect(guarantee.y).toBeGreaterThanOrEqual(pay.y + pay.height);
      expect(guarantee.y - (pay.y + pay.height)).toBeLessThanOrEqual(32);

      // Another period: the glance, the consent line and Pay follow it together.
      const oneYear = (await today.textContent())!;
      await page.getByTestId("change-plan-button").click();
      await page.getByTestId("period-2y").click();
      await expect(today).not.toHaveText(oneYear);
      await expect(today).toHaveAttribute("data-loading", "false");
      await expect(payment.payButton()).toHaveText(`Pay ${await today.textContent()}`);
    });
  });

  test("a US shopper's Pay names no amount until the state says what tax applies", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.goto(CHOSEN);
    await expect(payment.payButton()).toHaveText("Pay now");
    await payment.fillTaxZip("10001", "US-NY");
    await expect(page.getByTestId("order-glance-total")).toHaveAttribute("data-loading", "false");
    await expect(payment.payButton()).toHaveText(`Pay ${await page.getByTestId("order-glance-total").textContent()}`);
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the two columns stay, and the consent line above Pay follows the chosen period", async ({ page }) => {
    const payment = new PaymentPage(page);
    const checkout = new CheckoutPage(page);
    await payment.goto("product=vpn&product_period=1y&product_subgroup=plus");
    // Desktop keeps the options open beside the full summary, without the small-screen glance.
    await expect(page.getByTestId("period-1y")).toBeVisible();
    await expect(page.getByTestId("order-glance")).toBeHidden();
    const options = (await page.getByTestId("period-1y").boundingBox())!;
    const summary = (await page.getByTestId("order-summary").boundingBox())!;
    expect(summary.x).toBeGreaterThan(options.x + options.width);

    const consent = page.getByTestId("renewal-consent");
    await expect
      .poll(() => readText(consent))
      .toContain(`NordVPN Plus, 1-year plan renews automatically on ${inMonths(12)} at $119.99 a year`);
    await checkout.choosePeriod("1m");
    await expect
      .poll(() => readText(consent))
      .toContain(`NordVPN Plus, 1-month plan renews automatically on ${inMonths(1)} at $13.99 a month`);
    await expect(consent).toContainText("You can cancel any time in your NordVPN account.");
    const line = (await consent.boundingBox())!;
    const pay = (await payment.payButton().boundingBox())!;
    expect(line.y + line.height).toBeLessThanOrEqual(pay.y);
    expect(pay.y - (line.y + line.height)).toBeLessThanOrEqual(24);
  });
});
