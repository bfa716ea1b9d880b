import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CheckoutPage } from "./pages/checkout-page";
import { PaymentPage } from "./pages/payment-page";
import { SandboxSignIn } from "./pages/sandbox-sign-in";
import { createOrder, freshEmail, SANDBOX_URL } from "./support/api";

// Link parameters the specification gives no meaning, each with the behaviour the checkout
// gives it (docs/decisions/0018-link-parameter-meanings.md).

const SISTER_SITE = `${SANDBOX_URL}/dashboard/`;

function focused(page: Page) {
  return page.locator(":focus");
}

test.describe("success_uri and redirect_uri", () => {
  test("after paying, Continue leads to the allowed success_uri", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.goto(`product=vpn&product_period=1y&success_uri=${encodeURIComponent(SISTER_SITE)}`);
    await payment.buyWithCard(freshEmail("continue"));
    const next = page.getByTestId("success-continue-link");
    await expect(next).toHaveText("Continue");
    await next.click();
    await page.waitForURL(SISTER_SITE);
    await expect(page.getByTestId("sandbox-dashboard")).toBeVisible();
  });

  // The Continue button belongs to a paid order's success step (/success/ without one says there
  // is no order), so each case pays first, with the link's parameters kept through the checkout.
  async function payWith(page: Page, parameters: string) {
    const payment = new PaymentPage(page);
    await payment.goto(`product=vpn&product_period=1y&${parameters}`);
    await payment.buyWithCard(freshEmail("continue"));
  }

  test("a success_uri on another origin is refused; an allowed redirect_uri takes its place", async ({ page }) => {
    await payWith(
      page,
      `success_uri=${encodeURIComponent("https://evil.example/")}&redirect_uri=${encodeURIComponent("/products/?product=pass")}`,
    );
    await expect(page.getByTestId("success-continue-link")).toHaveAttribute("href", "/products/?product=pass");
    await expect(page.locator('a[href^="https://evil.example"]')).toHaveCount(0);
  });

  test("with neither allowed there is no Continue button", async ({ page }) => {
    await payWith(page, `success_uri=${encodeURIComponent("//evil.example/")}&redirect_uri=${encodeURIComponent("javascript:alert(1)")}`);
    await expect(page.getByTestId("success-step")).toContainText("Thank you");
    await expect(page.getByTestId("success-continue-link")).toHaveCount(0);
  });
});

test.describe("bundle_type", () => {
  test("preselects the bundle plan it names, in the summary too", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&bundle_type=vpn_pass");
    await expect(page.getByTestId("plan-vpn-plus-1y")).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("cart-item-title").first()).toContainText("NordVPN Plus");

    await checkout.open("product=vpn&product_period=2y&bundle_type=VPN_PASS_LOCKER");
    await expect(page.getByTestId("plan-vpn-ultimate-2y")).toHaveAttribute("data-selected", "true");
  });

  test("gives way to the shopper's own choice and to an unknown bundle's default", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&bundle_type=vpn_pass");
    await checkout.choosePlan("vpn-standard-1y");
    await expect(page.getByTestId("plan-vpn-plus-1y")).toHaveAttribute("data-selected", "false");
    await checkout.open("product=vpn&bundle_type=family_pack");
    await expect(page.getByTestId("plan-vpn-standard-1y")).toHaveAttribute("data-selected", "true");
  });
});

test.describe("existing_user", () => {
  test("the e-mail step offers a guest the login, and the purchase then goes to the account", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn&existing_user=1");
    const notice = page.getByTestId("existing-account-notice");
    await expect(notice).toContainText("You already have a NordVPN account.");
    await expect(payment.email()).toBeEditable();
    await page.getByTestId("existing-account-login").click();
    const signIn = new SandboxSignIn(page);
    await signIn.expectOpen();
    await signIn.signIn("shopper@example.com", "sandbox");
    await page.waitForURL((url) => url.pathname === "/payment/" && url.searchParams.get("existing_user") === "1");
    await payment.reach();
    await expect(payment.email()).toHaveValue("shopper@example.com");
    await expect(payment.email()).not.toBeEditable();
    await expect(notice).toHaveCount(0);
  });

  test("without it a guest just types an e-mail", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn");
    await expect(payment.email()).toBeEditable();
    await expect(page.getByTestId("existing-account-notice")).toHaveCount(0);
  });
});

test.describe("payment_step and focus", () => {
  test("payment_step=payment opens the page at the payment methods", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn&payment_step=payment");
    await expect(focused(page)).toHaveAttribute("type", "radio");
    await expect(focused(page)).toBeChecked();
    expect(await focused(page).evaluate((element) => element.closest('[data-testid$="-providers"]') !== null)).toBe(true);
    await expect(payment.regularProviders()).toBeInViewport();
  });

  test("payment_step=package_identifier puts the keyboard on the plan choice, at its chosen period", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn&product_period=2y&payment_step=package_identifier");
    await expect(page.getByTestId("period-2y").getByRole("radio")).toBeFocused();
    // Arrow keys now move through the periods, as on any radio group.
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/product_period=1y/);
  });

  test("focus names the section: the e-mail, the coupon", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn&focus=email");
    await expect(payment.email()).toBeFocused();
    await expect(payment.email()).toBeInViewport();
    await payment.goto("product=vpn&focus=coupon");
    await expect(page.getByTestId("coupon-show-form-button")).toBeFocused();
  });

  test("without them, or with an unknown section, nothing takes the focus", async ({ page }) => {
    const payment = new PaymentPage(page);
    await page.goto("/payment/?product=vpn&focus=footer");
    await payment.bringFormInPlace();
    // The paying part has rendered; give its effects a moment, then the page is as the shopper left it.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("payment_status", () => {
  test("a paid status with a cart leads to that order's success step", async ({ page, baseURL }) => {
    const order = await createOrder(page.request, baseURL!, { card: "4242424242424242" });
    expect(order.order_status).toBe("paid");
    await page.goto(`/payment/?cart_id=${order.cart_id}&payment_status=succeeded`);
    await expect(page.getByTestId("success-total")).toBeVisible();
    expect(new URL(page.url()).searchParams.has("payment_status")).toBe(false);
  });

  test("a failed status with a cart shows the declined message on the payment step, once", async ({ page }) => {
    await page.goto("/payment/?product=vpn&cart_id=cart_from_provider&payment_status=failed");
    await expect(page.getByTestId("payment-error-alert")).toContainText("The transaction has been declined");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/payment/");
    expect(url.searchParams.get("error")).toBe("declined");
    expect(url.searchParams.has("payment_status")).toBe(false);
  });

  test("without a cart it changes nothing", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&payment_status=succeeded");
    expect(new URL(page.url()).pathname).toBe("/payment/");
    await expect(page.getByTestId("payment-error-alert")).toHaveCount(0);
  });
});
