import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { freshEmail, processingAnswers, readOrder } from "./support/api";

// Back from a redirect provider's page lands on a usable payment page.

test.describe("back from a redirect provider", () => {
  test("Back on PayPal's page keeps the cart, the e-mail and PayPal, pays again with a card, and the page left behind charges nothing", async ({
    page,
  }) => {
    const carts = processingAnswers(page);
    const payment = new PaymentPage(page);
    const email = freshEmail("back-paypal");
    await payment.goto("product=vpn&product_period=2y");
    await page.getByTestId("plan-vpn-plus-2y").click();
    await payment.fillTaxZip();
    await payment.fillEmail(email);
    await payment.choose("paypal");
    await payment.pay();
    await expect(page.getByTestId("sandbox-approve")).toBeVisible();
    const providerPage = page.url();

    await page.goBack();
    // The same cart: product, plan and e-mail; PayPal still chosen, and nothing in flight.
    await expect(page.getByTestId("payment-step")).toBeVisible();
    await expect(page.getByTestId("plan-vpn-plus-2y").getByRole("radio")).toBeChecked();
    await expect(payment.email()).toHaveValue(email);
    await expect(payment.provider("paypal").getByRole("radio")).toBeChecked();
    await expect(payment.payButton()).toBeEnabled();
    await expect(payment.payButton()).toHaveText("Continue to PayPal");
    await expect(page.getByTestId("payment-error-alert")).toHaveCount(0);

    // Another method this time.
    await payment.choose("card");
    await payment.fillCard({ number: "4242424242424242" });
    await payment.pay();
    await expect(page.getByTestId("success-total")).toBeVisible({ timeout: 20_000 });
    expect(new Set(carts).size, "one cart, paid again").toBe(1);
    expect(await readOrder(page.request, new URL(page.url()).origin, carts[0]!)).toMatchObject({ status: "paid", provider: "card" });

    // PayPal's page from before cannot charge the cart a second time.
    await page.goto(providerPage);
    await expect(page.getByTestId("sandbox-payment-closed")).toBeVisible();
    await expect(page.getByTestId("sandbox-approve")).toHaveCount(0);
  });
});

test.describe("back from a bank's redirect", () => {
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "NL" } });

  test("Back on iDEAL's page, then iDEAL again: the new approval pays the order, the old page is closed", async ({ page }) => {
    const carts = processingAnswers(page);
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn&product_period=1y");
    await payment.fillEmail(freshEmail("back-ideal"));
    await payment.choose("ideal");
    await payment.pay();
    await expect(page.getByTestId("sandbox-approve")).toBeVisible();
    const firstPage = page.url();

    await page.goBack();
    await expect(payment.provider("ideal").getByRole("radio")).toBeChecked();
    await expect(payment.payButton()).toBeEnabled();
    await payment.pay();
    await expect(page.getByTestId("sandbox-approve")).toBeVisible();
    expect(page.url()).not.toBe(firstPage);
    await page.getByTestId("sandbox-approve").click();
    await expect(page.getByTestId("success-total")).toBeVisible({ timeout: 20_000 });
    expect(new Set(carts).size).toBe(1);
    expect(await readOrder(page.request, new URL(page.url()).origin, carts[0]!)).toMatchObject({ status: "paid", provider: "ideal" });

    await page.goto(firstPage);
    await expect(page.getByTestId("sandbox-payment-closed")).toBeVisible();
  });
});
