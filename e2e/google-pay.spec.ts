import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { freshEmail, processingAnswers, readOrder } from "./support/api";
import { withGooglePay } from "./support/google-pay";
import { watchPayBeforeLateChunk } from "./support/late-chunks";

// Google Pay's Content-Security-Policy, and payment_provider=google_pay.

/** The page's policy as directive → sources. */
async function policyOf(page: Page, path: string, country = "US"): Promise<Record<string, string[]>> {
  const response = await page.request.get(path, { headers: { "cf-ipcountry": country } });
  expect(response.status()).toBe(200);
  const header = response.headers()["content-security-policy"] ?? "";
  return Object.fromEntries(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

const GOOGLE_PAY_HOSTS = /pay\.google\.com|google\.com\/pay|gstatic\.com/;

/** This machine is offline; Google's hosts are made to fail at once, as when they cannot be reached. */
async function googleUnreachable(page: Page) {
  await page.route(/^https:\/\/([a-z]+\.)?(google|gstatic)\.com\//, (route) => route.abort("internetdisconnected"));
}

test.describe("Google Pay's Content-Security-Policy", () => {
  test("the payment step that offers Google Pay allows pay.js's script, frames, connections and images", async ({ page }) => {
    const policy = await policyOf(page, "/payment/?product=vpn&product_period=1y");
    expect(policy["script-src"]).toContain("https://pay.google.com");
    expect(policy["frame-src"]).toContain("https://pay.google.com");
    expect(policy["connect-src"]).toEqual(expect.arrayContaining(["https://pay.google.com", "https://google.com/pay"]));
    expect(policy["img-src"]).toContain("https://www.gstatic.com");
    // The rest of the policy is as strict as everywhere.
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    // The products step leads into it without a new document, so it has the same allowance.
    expect((await policyOf(page, "/products/?product=vpn"))["script-src"]).toContain("https://pay.google.com");
  });

  test("no other page, and no payment step without Google Pay, names Google Pay's hosts", async ({ page }) => {
    for (const [path, country] of [
      ["/", "US"],
      ["/success/", "US"],
      ["/error/", "US"],
      ["/payment/?product=vpn&product_period=1y", "PL"],
      ["/payment/?product=vpn&product_period=1y", "JP"],
    ] as const) {
      const policy = Object.values(await policyOf(page, path, country))
        .flat()
        .join(" ");
      expect(policy, `${path} in ${country}`).not.toMatch(GOOGLE_PAY_HOSTS);
    }
    const api = await page.request.get("/api/payments/providers/regular/?country=US&currency=USD&plan=vpn-plus-1y");
    expect(api.headers()["content-security-policy"]).not.toMatch(GOOGLE_PAY_HOSTS);
  });

  test("with Google unreachable the payment step still shows Google Pay where the browser has it, and a card still pays", async ({
    page,
  }) => {
    await googleUnreachable(page);
    await withGooglePay(page);
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn&product_period=1y");
    await expect(page.getByTestId("express-google_pay")).toBeVisible();
    await payment.buyWithCard(freshEmail("gpay-offline"));
  });

  test("the Google Pay button arrives with the form, never pushing Pay down after it showed, however late its code", async ({ page }) => {
    await googleUnreachable(page);
    await withGooglePay(page);
    const payShownBeforeWallets = await watchPayBeforeLateChunk(page, "express-providers");
    await page.goto("/payment/?product=vpn&product_period=1y");
    await new PaymentPage(page).reach();
    await expect(page.getByTestId("express-google_pay")).toBeVisible();
    await expect(page.getByTestId("submit-payment-button")).toBeVisible();
    expect(await payShownBeforeWallets()).toBe(false);
  });

  test("from the home page the payment step is a new document with Google Pay's policy, and its button shows", async ({ page }) => {
    await withGooglePay(page);
    await page.goto("/");
    const arrival = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/payment/" && response.request().isNavigationRequest(),
    );
    await page.getByTestId("product-vpn").click();
    expect((await arrival).headers()["content-security-policy"]).toContain("https://google.com/pay");
    await new PaymentPage(page).reach();
    await expect(page.getByTestId("express-google_pay")).toBeVisible();
  });
});

test.describe("payment_provider=google_pay", () => {
  test("preselects Google Pay where it is offered: Pay opens its sheet, and another method can still be chosen", async ({ page }) => {
    await withGooglePay(page);
    const carts = processingAnswers(page);
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn&product_period=1y&payment_provider=google_pay");
    const googlePay = page.getByTestId("express-google_pay");
    await expect(googlePay).toHaveAttribute("aria-pressed", "true");
    await expect(payment.payButton()).toHaveText("Pay with Google Pay");
    await expect(payment.regularProviders().getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(payment.field("card-number-input")).toHaveCount(0);

    // The shopper can change their mind, and come back to it.
    await payment.choose("card");
    await expect(googlePay).not.toHaveAttribute("aria-pressed", "true");
    await expect(payment.field("card-number-input")).toBeVisible();
    await expect(payment.payButton()).toHaveText(/^Pay (now|.+\d)$/);

    await page.goto("/payment/?product=vpn&product_period=1y&payment_provider=google_pay");
    await payment.fillTaxZip();
    await payment.fillEmail(freshEmail("gpay-link"));
    await payment.pay();
    await expect(page.getByTestId("wallet-sheet")).toContainText("Pay with Google Pay");
    await page.getByTestId("wallet-approve").click();
    await expect(page.getByTestId("success-step")).toBeVisible();
    expect(await readOrder(page.request, new URL(page.url()).origin, carts[0]!)).toMatchObject({ status: "paid", provider: "google_pay" });
  });

  for (const [name, country, withWallet, link] of [
    ["a country without Google Pay (Poland)", "PL", true, "payment_provider=google_pay"],
    ["a browser without Google Pay", "US", false, "payment_provider=google_pay"],
    ["an unknown provider", "US", true, "payment_provider=%3Cscript%3Epay%3C%2Fscript%3E"],
  ] as const) {
    test(`falls back to the default method in ${name}`, async ({ page }) => {
      if (withWallet) await withGooglePay(page);
      await page.setExtraHTTPHeaders({ "cf-ipcountry": country });
      const payment = new PaymentPage(page);
      await payment.goto(`product=vpn&product_period=1y&${link}`);
      await expect(payment.provider("card").getByRole("radio")).toBeChecked();
      await expect(payment.payButton()).toHaveText(/^Pay (now|.+\d)$/);
      await expect(payment.field("card-number-input")).toBeVisible();
      await expect(page.locator('[data-testid^="express-"][aria-pressed="true"]')).toHaveCount(0);
    });
  }
});
