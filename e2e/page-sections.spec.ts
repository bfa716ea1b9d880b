import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";
import { PaymentPage } from "./pages/payment-page";
import { SandboxSignIn } from "./pages/sandbox-sign-in";
import { SignupSection } from "./pages/signup-section";
import { createOrder, freshEmail } from "./support/api";

// The page sections of spec 2.4 with no other test of their own: the sign-up form and
// section, the collapsible disclaimer under the pay button, and the footer's product disclaimer.

async function payAsGuest(page: Page, query: string, email: string) {
  const payment = new PaymentPage(page);
  await payment.goto(query);
  await payment.fillTaxZip();
  await payment.fillEmail(email);
  await payment.choose("card");
  await payment.fillCard({ number: "4242424242424242" });
  await payment.pay();
  await expect(page.getByTestId("success-step")).toBeVisible();
  return payment;
}

test.describe("sign-up", () => {
  // The identity provider answers a wrong password with its page and a 401.
  test.use({ expectedConsoleErrors: [/status of 401 .*\/idp\/signin/] });

  test("a guest's purchase makes an account; the shopper chooses its password on the success step and logs in with it", async ({
    page,
  }) => {
    const email = freshEmail("signup");
    const payment = new PaymentPage(page);
    await payment.goto("product=pass&product_period=1y");
    await expect(payment.email()).toHaveAccessibleDescription(/New to NordPass\? We create the account when you pay/);

    await payAsGuest(page, "product=pass&product_period=1y", email);
    const signup = new SignupSection(page);
    await expect(signup.root).toContainText(`We created a NordPass account for ${email} with this purchase.`);
    await signup.choosePassword("short");
    await expect(signup.password).toHaveAttribute("aria-invalid", "true");
    await expect(signup.password).toHaveAccessibleDescription("Use at least 8 characters.");

    await signup.choosePassword("my new password");
    await expect(signup.loginHint).toHaveText(`Your password is set. Log in with ${email} and your new password.`);
    await signup.logIn();

    const signIn = new SandboxSignIn(page);
    await signIn.expectOpen();
    await signIn.signIn(email, "sandbox");
    await expect(signIn.error).toContainText("The e-mail or password is not right");
    await signIn.signIn(email, "my new password");
    await page.waitForURL((url) => url.pathname === "/success/");
    await new AccountArea(page).expectLoggedInAs(email);
    // Logged in, the section has nothing left to say: the header shows the account.
    await expect(signup.root).toHaveCount(0);
  });

  test("an existing customer's e-mail gets no second account: the success step says to log in with its password", async ({ page }) => {
    await payAsGuest(page, "product=nordprotect&product_period=1m", "shopper@example.com");
    const signup = new SignupSection(page);
    await signup.expectNoForm();
    await expect(signup.loginHint).toHaveText(
      "This subscription was added to your NordProtect account, shopper@example.com. Log in with its password to use it.",
    );
  });
});

test.describe("another browser", () => {
  // Its order request is answered 404, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("a success step opened in another browser shows no order: no account form, no login offer, no e-mail", async ({
    page,
    request,
    baseURL,
  }) => {
    const email = freshEmail("elsewhere");
    const order = await createOrder(request, baseURL!, { card: "4242424242424242", email });
    await page.goto(`/success/?cart_id=${order.cart_id}`);
    await expect(page.getByTestId("success-no-order")).toContainText("We couldn't find an order");
    const signup = new SignupSection(page);
    await expect(signup.root).toHaveCount(0);
    await expect(page.getByTestId("signup-login-button")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(email);
  });
});

test.describe("subscription terms under the pay button", () => {
  test("are collapsed on a small screen and open on a tap", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn&product_period=1y");
    const terms = page.getByTestId("payment-terms");
    const text = terms.getByText(/you agree to the NordVPN Terms of Service and Privacy Policy/);
    // Under the pay button, closed.
    const button = await payment.payButton().boundingBox();
    expect((await terms.boundingBox())!.y).toBeGreaterThan(button!.y);
    await expect(text).toBeHidden();
    await terms.getByText("Subscription terms").click();
    await expect(text).toBeVisible();
    await expect(terms.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/legal/terms-of-service/");
  });

  test("are open on a wide screen, without a toggle, and translated", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/de/payment/?product=locker");
    const terms = page.getByTestId("payment-terms");
    await expect(terms.getByText(/Mit Abschluss des Kaufs stimmen Sie den Nutzungsbedingungen/)).toBeVisible();
    await expect(terms.getByText("Abonnementbedingungen")).toBeHidden();
    await expect(terms.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/de/legal/privacy-policy/");
  });
});

test.describe("footer disclaimer", () => {
  test("speaks of the product in context on every page, the VPN by default, the family on the home page", async ({ page }) => {
    await page.goto("/payment/?product=pass");
    const disclaimer = page.getByTestId("footer-disclaimer");
    await expect(disclaimer).toHaveText(/^NordPass cannot see or reset your master password/);
    await page.goto("/products/?product_group=INCOGNI");
    await expect(disclaimer).toHaveText(/^Incogni asks data brokers to remove your personal data/);
    await page.goto("/payment/");
    await expect(disclaimer).toHaveText(/^NordVPN encrypts your internet connection/);
    await page.goto("/");
    await expect(disclaimer).toHaveText(/^Nord Security subscriptions renew automatically/);
  });

  test("is in the page's language, right to left in Hebrew", async ({ page }) => {
    await page.goto("/he/payment/?product=nordprotect");
    const disclaimer = page.getByTestId("footer-disclaimer");
    await expect(disclaimer).toHaveText(/NordProtect זמינים לתושבי ארה״ב בלבד/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});

test.describe("page sections for analytics", () => {
  // The failed login's report and refused call, and the 404 of a page that is not there.
  test.use({ expectedConsoleErrors: [/failed-login-attempt|status of 40[014]/] });

  // A click outside every section is tracked as "N/A" and, 40 % of the time, reported to error
  // tracking as a missing section (spec 8): no control a shopper can reach may be outside one.
  for (const width of [375, 1280]) {
    test(`hold every control of every page at ${width} px, a failed login's notice included`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const pages = [
        "/",
        "/products/?product_group=PASS",
        "/payment/?product=vpn&product_period=1y",
        "/payment/?product=vpn&trusted_pass_token=tpt_nobody",
        "/success/",
        "/error/",
        "/no-such-page/",
      ];
      for (const path of pages) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        if (path.includes("tpt_nobody")) await expect(page.getByTestId("login-error-alert")).toBeVisible();
        const outside = await page
          .locator("a, button, input, select, textarea, summary, [role=button], [role=radio], [role=tab]")
          .evaluateAll((controls) =>
            controls
              .filter((control) => !control.closest("[data-section]"))
              .map((control) => `${control.tagName.toLowerCase()} ${control.getAttribute("data-testid") ?? control.textContent?.trim()}`),
          );
        expect(outside, `controls outside every data-section on ${path}`).toEqual([]);
      }
    });
  }
});
