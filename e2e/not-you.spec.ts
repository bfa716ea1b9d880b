import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";
import { PaymentPage } from "./pages/payment-page";

// A shopper who finds someone else's account on the payment step can leave it.
test("Not you? logs out and keeps the cart: same address, now a guest with an empty e-mail", async ({ page }) => {
  const account = new AccountArea(page);
  const payment = new PaymentPage(page);
  const cart = "/payment/?product=vpn&product_period=2y&coupon=SAVE20";
  await page.goto(`${cart}&trusted_pass_token=tpt_shopper`);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === cart);
  await payment.reach();
  await expect(payment.email()).toHaveValue("shopper@example.com");
  await expect(payment.email()).toHaveAttribute("readonly", "");

  await page.getByTestId("email-not-you-logout").click();
  await account.expectAnonymous();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === cart);
  // A guest now, on a page loaded anew: back down to the form.
  await payment.reach();
  await expect(payment.email()).toHaveValue("");
  await expect(payment.email()).not.toHaveAttribute("readonly", "");
  await expect(page.getByTestId("email-not-you")).toHaveCount(0);
  await expect(page.getByTestId("period-2y")).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("coupon-applied-message")).toContainText("SAVE20");
});
