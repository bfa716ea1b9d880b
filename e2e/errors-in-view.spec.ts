import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";
import { CheckoutPage } from "./pages/checkout-page";
import { PaymentPage } from "./pages/payment-page";

// Every error shows where the shopper is looking, and none leaves them stuck.

test.describe("after Pay, the first problem comes into view", () => {
  // The checkout API's refusal of the blocked domain, as the browser logs it.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("a blocked e-mail far above the button on a phone is scrolled to and focused", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const payment = new PaymentPage(page);
    await payment.goto();
    await payment.fillTaxZip();
    await payment.fillEmail("shopper@mailinator.com");
    await payment.fillCard({ number: "4242 4242 4242 4242" });
    await payment.pay();
    await expect(page.getByText("Invalid email. Try again with another email address.")).toBeVisible();
    await expect(payment.email()).toBeFocused();
    await expect(payment.email()).toBeInViewport();
    await expect(payment.email()).toHaveValue("shopper@mailinator.com");
  });

  test("a missing ZIP code of the tax address comes into view and takes the focus; the state waits for it", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.goto();
    await payment.fillEmail("zip-first@example.com");
    await payment.fillCard({ number: "4242 4242 4242 4242" });
    await payment.pay();
    // A US shopper types a ZIP code, which sets the state: Pay asks for the ZIP code, not the state.
    const zip = page.getByTestId("zip-code-input");
    await expect(zip).toBeFocused();
    await expect(zip).toBeInViewport();
    await expect(zip).toHaveAccessibleDescription("Postal code cannot be empty");
    await expect(page.getByTestId("state-select")).not.toHaveAttribute("aria-invalid", "true");
    await page.keyboard.type("10001");
    await expect(page.getByTestId("state-select")).toHaveValue("US-NY");
  });
});

test.describe("a backend that fails is said, with a way on", () => {
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test("payment methods that fail to load show a message and Try again, which recovers", async ({ page }) => {
    const payment = new PaymentPage(page);
    await page.route("**/api/payments/providers/regular/**", (route) => route.fulfill({ status: 503, body: "{}" }));
    await page.goto("/payment/?product=vpn&product_period=1y");
    const failure = page.getByTestId("providers-error");
    await new PaymentPage(page).reach();
    await expect(failure).toContainText("We couldn't load the payment methods.");
    await expect(page.getByTestId("loading-placeholder")).toHaveCount(0);
    await expect(payment.payButton()).toBeDisabled();
    await payment.fillEmail("typed@example.com");

    await page.unroute("**/api/payments/providers/regular/**");
    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(payment.provider("card")).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(payment.email()).toHaveValue("typed@example.com");
    await expect(payment.payButton()).toBeEnabled();
  });

  test("a failed tax lookup leaves no stale total: the summary says why and Pay waits until it is calculated", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    const payment = new PaymentPage(page);
    await checkout.open("product=vpn&product_period=1y");
    await payment.fillTaxZip();
    const yearly = await checkout.total();

    await page.route("**/api/payments/taxes/**", (route) => route.fulfill({ status: 503, body: "{}" }));
    await page.getByTestId("period-2y").click();
    const summary = page.getByTestId("order-summary");
    await expect(summary.getByTestId("tax-error")).toHaveText(
      "We couldn't calculate the tax for your address, so the total isn't known yet.",
    );
    await expect(page.getByTestId("order-total")).toHaveText("—");
    await expect(page.getByTestId("order-total")).not.toHaveText(yearly);
    await expect(payment.payButton()).toBeDisabled();
    await expect(page.getByTestId("pay-blocked-reason")).toContainText("You can pay once it is.");

    await page.unroute("**/api/payments/taxes/**");
    await page.getByTestId("tax-retry-button").click();
    await expect(summary.getByTestId("tax-error")).toHaveCount(0);
    await expect(page.getByTestId("order-total")).toHaveText(/^\$\d+\.\d\d$/);
    await expect(page.getByTestId("order-tax")).toHaveText(/^\$\d+\.\d\d$/);
    expect(await checkout.total()).not.toBe(yearly);
    await expect(page.getByTestId("pay-blocked-reason")).toHaveCount(0);
    await expect(payment.payButton()).toBeEnabled();
  });
});

test.describe("a failed login", () => {
  test.use({ expectedConsoleErrors: [/failed-login-attempt|status of 40[01]/] });

  test("says what happened and the shopper goes on as a guest with the cart kept", async ({ page }) => {
    const account = new AccountArea(page);
    const payment = new PaymentPage(page);
    await page.goto("/payment/?product=vpn&product_period=2y&trusted_pass_token=tpt_nobody");
    const notice = account.loginNotice();
    await expect(notice).toContainText("We couldn't log you in");
    await expect(notice).toContainText("Your sign-in link has expired or was already used.");
    await expect(notice).toContainText("You can go on as a guest");
    await expect(notice).not.toContainText("Oops");
    await notice.getByRole("button", { name: "Continue as guest" }).click();
    await expect(notice).toHaveCount(0);
    await account.expectAnonymous();
    await expect(page.getByTestId("period-2y")).toHaveAttribute("data-selected", "true");
    await payment.fillEmail("guest@example.com");
    await expect(payment.email()).toHaveValue("guest@example.com");
  });
});
