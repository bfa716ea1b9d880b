import { expect, test } from "./fixtures";
import { CheckoutPage } from "./pages/checkout-page";

// Each coupon answer says what really happened, in the tone it deserves.
test.describe("coupons say the truth", () => {
  test("an expired code says it has expired and the price stays", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&product_period=1y");
    const before = await checkout.total();
    await checkout.applyCoupon("expired");
    await expect(page.getByTestId("coupon-error-alert")).toHaveText("The coupon code EXPIRED has expired.");
    expect(await checkout.total()).toBe(before);
  });

  test("a better deal is good news: a success message, no error, and the plan's lower price kept", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&product_period=1y");
    const before = await checkout.total();
    await checkout.applyCoupon("save5");
    const news = page.getByTestId("coupon-better-deal-message");
    await expect(news).toHaveText("Good news: your plan's price is already lower than with SAVE5, so you keep the better price.");
    await expect(news).toHaveAttribute("role", "status");
    await expect(page.getByTestId("coupon-error-alert")).toHaveCount(0);
    await expect(page.locator('.nord-alert[role="alert"]')).toHaveCount(0);
    expect(await checkout.total()).toBe(before);
    // The shopper can still take the code away, as with an applied one.
    await checkout.removeCoupon();
    await expect(news).toHaveCount(0);
  });

  test("a legacy coupon is applied without a percentage it does not give, and lowers the price", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&product_period=1y");
    const before = await checkout.total();
    await checkout.applyCoupon("legacy30");
    await expect(page.getByTestId("coupon-applied-message")).toHaveText("Coupon LEGACY30 applied.");
    expect(await checkout.total()).not.toBe(before);
  });

  test("opening the coupon form puts the cursor in the code field", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&product_period=1y");
    await page.getByTestId("coupon-show-form-button").click();
    await expect(page.getByTestId("coupon-input")).toBeFocused();
    await page.keyboard.type("save20");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("coupon-applied-message")).toContainText("SAVE20");
  });
});
