import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { freshEmail, processingAnswers, readOrder, testKey } from "./support/api";
import { CardLeakGuard } from "./support/card-leak-guard";

// Every provider identifier the spec names leads to a paid order, each with the
// behaviour of its kind, in the country where the sandbox offers it (sandbox/README.md).

/** The payment step of a shopper in `country` (the CDN header), with a fresh e-mail typed in. */
async function startIn(page: Page, query = "product=vpn&product_period=1y") {
  const payment = new PaymentPage(page);
  await payment.goto(query);
  await payment.fillTaxZip();
  await payment.fillEmail(freshEmail());
  return payment;
}

async function expectPaidWith(page: Page, carts: string[], provider: string) {
  await expect(page.getByTestId("success-step")).toBeVisible();
  const { request } = page;
  const order = await readOrder(request, new URL(page.url()).origin, carts[0]!);
  expect(order).toMatchObject({ status: "paid", provider });
}

test.describe("card processors: the card form, tokenized for the country's processor", () => {
  for (const [processor, country] of [
    ["stripe", "AU"],
    ["paddle", "MX"],
    ["processout", "IN"],
    ["checkout_card", "AE"],
  ] as const) {
    test.describe(() => {
      test.use({ extraHTTPHeaders: { "cf-ipcountry": country } });

      test(`${processor} in ${country}`, async ({ page, baseURL }) => {
        const guard = new CardLeakGuard(page, new URL(baseURL!).origin);
        const carts = processingAnswers(page);
        const payment = await startIn(page);
        // To the shopper it is the card form; there is no second card option beside it.
        await expect(payment.provider(processor)).toHaveText("Credit or debit card");
        await expect(payment.provider("card")).toHaveCount(0);
        await payment.choose(processor);
        // The name on the card only where the processor's tokens need it.
        const named = processor === "paddle";
        await expect(payment.field("card-name-input")).toHaveCount(named ? 1 : 0);
        if (named) await expect(payment.field("card-name-input")).toHaveAttribute("aria-required", "true");
        await payment.fillCard({ number: "4242424242424242" });
        const tokenized = page.waitForRequest((request) => request.url().endsWith("/gateway/v1/tokens"));
        await payment.pay();
        const sent = (await tokenized).postDataJSON() as Record<string, unknown>;
        expect(sent).toMatchObject({ processor });
        if (named) expect(sent.name).toBe("Test Shopper");
        else expect(sent).not.toHaveProperty("name");
        await expectPaidWith(page, carts, processor);
        expect(await guard.leaks(["4242424242424242", "737"])).toEqual([]);
      });
    });
  }
});

test.describe("in the United Kingdom", () => {
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "GB" } });

  test("PayPal in-context: approved in its popup, the checkout goes on by itself", async ({ page }) => {
    const carts = processingAnswers(page);
    const payment = await startIn(page);
    await payment.choose("paypal_in_context");
    await expect(payment.payButton()).toHaveText("Continue to PayPal");
    const opened = page.waitForEvent("popup");
    await payment.pay();
    const popup = await opened;
    await expect(page.getByTestId("provider-popup")).toBeVisible();
    await expect(popup.getByRole("heading", { name: "Pay with PayPal" })).toBeVisible();
    const closed = popup.waitForEvent("close");
    await PaymentPage.decideAtProvider(popup);
    await closed;
    await expectPaidWith(page, carts, "paypal_in_context");
  });

  test("PayPal in-context: closing the popup without deciding cancels, and the checkout says so", async ({ page }) => {
    const carts = processingAnswers(page);
    const payment = await startIn(page);
    await payment.choose("paypal_in_context");
    const opened = page.waitForEvent("popup");
    await payment.pay();
    const popup = await opened;
    await popup.close();
    await page.waitForURL(/\/payment\/\?/);
    await payment.expectBackFrom("paypal_in_context", "PayPal", "cancelled");
    expect((await readOrder(page.request, new URL(page.url()).origin, carts[0]!)).status).toBe("canceled");
  });

  test("Amazon Pay's widget: approved inside the checkout", async ({ page }) => {
    const carts = processingAnswers(page);
    const payment = await startIn(page);
    await payment.choose("amazon_pay_widget");
    await payment.pay();
    await expect(page.getByTestId("provider-widget")).toBeVisible();
    const widget = page.frameLocator('[data-testid="provider-widget-frame"]');
    await expect(widget.getByRole("heading", { name: "Pay with Amazon Pay" })).toBeVisible();
    await PaymentPage.decideAtProvider(widget);
    await expectPaidWith(page, carts, "amazon_pay_widget");
  });
});

test.describe("the provider's own Apple Pay in Canada", () => {
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "CA" } });

  test("is offered only where the browser has Apple Pay", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.goto();
    await expect(payment.provider("paypal")).toBeVisible();
    await expect(payment.provider("nord_apple_pay")).toHaveCount(0);
  });

  test("pays through the wallet sheet", async ({ page }) => {
    // Chromium has no Apple Pay: this stands in for Safari's ApplePaySession with a card in the wallet.
    await page.addInitScript(() => {
      (window as unknown as { ApplePaySession: unknown }).ApplePaySession = { canMakePayments: () => true };
    });
    const carts = processingAnswers(page);
    const payment = await startIn(page);
    // An express button above the methods, not an option of the list.
    await expect(payment.provider("nord_apple_pay")).toHaveCount(0);
    await page.getByTestId("express-nord_apple_pay").click();
    await expect(page.getByTestId("wallet-sheet")).toContainText("Pay with Apple Pay");
    await page.getByTestId("wallet-approve").click();
    await expectPaidWith(page, carts, "nord_apple_pay");
  });
});

test.describe("Payssion methods: the provider's page, approve, back to the checkout", () => {
  const methods = [
    ["payssion_bancontact", "LU", "Bancontact"],
    ["payssion_qiwi", "RU", "QIWI"],
    ["payssion_webmoney", "KZ", "WebMoney"],
    ["payssion_union_pay", "CN", "UnionPay"],
  ] as const;
  for (const [provider, country, name] of methods) {
    test.describe(() => {
      test.use({ extraHTTPHeaders: { "cf-ipcountry": country } });

      test(`${name} (${provider}) in ${country}, chosen by the link`, async ({ page }) => {
        const carts = processingAnswers(page);
        const payment = await startIn(page, `product=vpn&product_period=1y&payment_provider=${provider}`);
        await expect(payment.provider(provider).getByRole("radio")).toBeChecked();
        await expect(payment.payButton()).toHaveText(`Continue to ${name}`);
        await payment.pay();
        // The payment request, then the provider's page: on a machine busy with two workers and a
        // second app server, more than the default 10 s has been seen.
        await expect(page.getByRole("heading", { name: `Pay with ${name}` })).toBeVisible({ timeout: 20_000 });
        await PaymentPage.decideAtProvider(page);
        await expectPaidWith(page, carts, provider);
      });
    });
  }
});

test.describe("identifiers that lead nowhere here", () => {
  test("a link naming an unknown or unoffered method gets the usual preselection", async ({ page }) => {
    for (const provider of ["cash", "payssion_qiwi"]) {
      const payment = new PaymentPage(page);
      await payment.goto(`product=vpn&product_period=1y&payment_provider=${provider}`);
      await expect(payment.provider("card").getByRole("radio")).toBeChecked();
      await expect(payment.provider(provider)).toHaveCount(0);
    }
  });

  test("the checkout refuses them cleanly, charging nothing", async ({ request, baseURL }) => {
    const body = { plans: ["vpn-plus-1y"], currency: "USD", country: "US", state: "US-CA", zip: "94105", email: freshEmail() };
    const unknown = await request.post(`${baseURL}/api/processing/pre/`, {
      headers: { origin: baseURL!, "idempotency-key": testKey() },
      data: { ...body, provider: "cash" },
    });
    expect(unknown.status()).toBe(400);
    const elsewhere = await request.post(`${baseURL}/api/processing/pre/`, {
      headers: { origin: baseURL!, "idempotency-key": testKey() },
      data: { ...body, provider: "paypal_in_context" },
    });
    expect(elsewhere.status()).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ message: "This payment method is not available for the country, currency or plan." });
  });
});
