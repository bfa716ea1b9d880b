import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { createOrder, freshEmail, processingAnswers } from "./support/api";

// The success step helps a new customer, Back never offers the paid order for
// payment again, and /success/ without a paid order says so.

const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

interface ReceiptOrder {
  order_id: string;
  products: { renews_at: string | null }[];
}

/** A guest buys NordVPN for a year with the Visa test card; answers the summary's total, the e-mail and the cart. */
async function buyVpn(page: Page) {
  test.setTimeout(90_000);
  const carts = processingAnswers(page);
  const email = freshEmail("success");
  const payment = new PaymentPage(page);
  await payment.goto("product=vpn&product_period=1y");
  await payment.fillTaxZip();
  await payment.fillEmail(email);
  await payment.choose("card");
  await payment.fillCard({ number: "4242424242424242" });
  const total = (await page.getByTestId("order-total").first().textContent())?.trim() ?? "";
  // The renewal price the consent line above Pay states, which the success step must repeat.
  const consent = (await page.getByTestId("renewal-consent").textContent()) ?? "";
  const renewalPrice = /\bat ([^\s]+) a year/.exec(consent)?.[1] ?? "none in the consent line";
  await payment.pay();
  // Paying (tokenizing, the charge, the success step's first load) can be slow on a busy machine.
  await expect(page.getByTestId("success-total")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your payment went through.");
  return { total, email, renewalPrice, cartId: () => carts[0]! };
}

test.describe("a card purchase in Germany", () => {
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "DE" } });

  test("the success step renews at the figure the consent line stated, VAT included as every price was", async ({ page }) => {
    const { renewalPrice } = await buyVpn(page);
    expect(renewalPrice).toMatch(/^€\d+\.\d\d$/);
    await expect(page.getByTestId("success-renewal")).toHaveText(new RegExp(`, at ${renewalPrice.replace(".", "\\.")}$`));
  });
});

test.describe("a card purchase on a computer", () => {
  test.use({ userAgent: WINDOWS });

  test("lands on a success step with the order number, the plan, the amount, the renewal, the card, the receipt e-mail, the app and how to sign in", async ({
    page,
    baseURL,
  }) => {
    const { total, email, renewalPrice, cartId } = await buyVpn(page);
    const order = (await (await page.request.get(`${baseURL}/api/orders/${cartId()}/`)).json()) as ReceiptOrder;

    await expect(page.getByTestId("success-order-number")).toHaveText(order.order_id);
    await expect(page.getByTestId("success-product").first()).toContainText("NordVPN");
    await expect(page.getByTestId("success-product").first()).toContainText("1-year plan");
    await expect(page.getByTestId("success-total")).toHaveText(total);
    const renewsAt = new Date(order.products[0]!.renews_at!);
    const renewal = await page.evaluate(
      (iso) => new Intl.DateTimeFormat("en", { year: "numeric", month: "long", day: "numeric" }).format(new Date(iso)),
      renewsAt.toISOString(),
    );
    // The price the consent line stated before paying, before tax as every US price was.
    await expect(page.getByTestId("success-renewal")).toHaveText(`${renewal}, at ${renewalPrice} plus tax`);
    expect(renewsAt.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1);
    await expect(page.getByTestId("success-payment-method")).toHaveText("Visa •••• 4242");
    await expect(page.getByTestId("success-email")).toContainText(email);

    const download = page.getByTestId("success-download-link");
    await expect(download).toHaveText("Download for Windows");
    await expect(download).toHaveAttribute("href", "https://nordvpn.com/download/windows/");
    await expect(page.getByTestId("open-app-link")).toHaveAttribute("href", "nordvpn://open");
    await expect(page.getByTestId("success-signin-help")).toContainText(email);
    // The e-mail is on the page, never in its address.
    expect(page.url()).not.toContain(encodeURIComponent(email));
    expect(page.url()).not.toContain(email);
  });

  test("Back after success shows the paid order again, never a form that would charge it twice", async ({ page }) => {
    await buyVpn(page);
    const orderNumber = await page.getByTestId("success-order-number").textContent();
    await page.goBack();
    await expect(page).toHaveURL(/\/success\/(\?product=vpn)?$/);
    await expect(page.getByTestId("success-order-number")).toHaveText(orderNumber ?? "");
    await expect(page.getByTestId("submit-payment-button")).toHaveCount(0);
    await expect(page.getByTestId("card-number-input")).toHaveCount(0);
  });
});

test("a NordPass purchase ends on a NordPass page: its logo, its footer, the product in the address, and no Log in", async ({ page }) => {
  test.setTimeout(90_000);
  const payment = new PaymentPage(page);
  await payment.goto("product=pass&product_period=1y");
  await expect(page.locator("header [data-logo]")).toHaveAttribute("data-logo", "pass");
  await payment.fillTaxZip();
  await payment.fillEmail(freshEmail("pass-brand"));
  await payment.choose("card");
  await payment.fillCard({ number: "4242424242424242" });
  await payment.pay();
  await expect(page.getByTestId("success-total")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/success\/\?product=pass$/);
  await expect(page.locator("header [data-logo]")).toHaveAttribute("data-logo", "pass");
  await expect(page.locator("footer")).toContainText("NordPass");
  await expect(page.locator("footer")).not.toContainText("NordVPN");
  await expect(page.getByTestId("login-link")).toHaveCount(0);
  // A reload draws the same brand on the server, before the order is read again.
  await page.reload();
  await expect(page.locator("header [data-logo]")).toHaveAttribute("data-logo", "pass");
});

test.describe("a card purchase on an iPhone", () => {
  test.use({ userAgent: IPHONE, viewport: { width: 375, height: 812 } });

  test("offers the App Store's app for the phone and no desktop deep link", async ({ page }) => {
    await buyVpn(page);
    const download = page.getByTestId("success-download-link");
    await expect(download).toHaveText("Download for iOS");
    await expect(download).toHaveAttribute("href", "https://nordvpn.com/download/ios/");
    await expect(page.getByTestId("open-app-link")).toHaveCount(0);
    await expect(page.getByTestId("success-other-downloads")).toContainText("Android");
  });
});

test.describe("/success/ without a paid order", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("with no order says there is none, not that a payment went through, and leads to the checkout", async ({ page }) => {
    await page.goto("/success/");
    await expect(page.getByTestId("success-no-order")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find an order");
    await expect(page.getByText("Your payment went through")).toHaveCount(0);
    await page.getByTestId("success-back-link").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("product-vpn")).toBeVisible();
  });

  test("with an unknown cart says there is no order", async ({ page }) => {
    await page.goto("/success/?cart_id=cart_unknown123");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find an order");
    await expect(page).toHaveURL(/\/success\/(\?product=vpn)?$/);
  });

  test("with a declined order says it was not paid and leads back to its payment step", async ({ page, baseURL }) => {
    const declined = await createOrder(page.request, baseURL!, { card: "4000000000000002" });
    await page.goto(`/success/?cart_id=${declined.cart_id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This order hasn't been paid");
    await expect(page.getByText("Your payment went through")).toHaveCount(0);
    await expect(page.getByTestId("success-back-link")).toHaveAttribute("href", `/payment/?cart_id=${declined.cart_id}`);
  });
});
