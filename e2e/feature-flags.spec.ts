import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";
import { CheckoutPage } from "./pages/checkout-page";
import { PaymentPage } from "./pages/payment-page";

/*
 * Every flag of spec section 9 (CONTRACTS 2b), switched with `ff` on the page where it acts, on
 * and off: each pair asserts what the shopper sees differ, so a flag that did nothing fails it.
 */

test.describe("header flags", () => {
  test("showUserProfile: the header's account area is there with it and gone without it", async ({ page }) => {
    const account = new AccountArea(page);
    await new CheckoutPage(page).open("product=vpn&ff=showUserProfile");
    await expect(account.loginLink()).toBeVisible();
    await expect(page.getByText(/Already have NordVPN Account\?/)).toBeVisible();

    await new CheckoutPage(page).open("product=vpn&ff=showUserProfile:off");
    await expect(account.loginLink()).toHaveCount(0);
    await expect(page.getByText(/Already have NordVPN Account\?/)).toHaveCount(0);
  });

  test("showUserProfile: a logged-in shopper's avatar goes with it too", async ({ page }) => {
    const account = new AccountArea(page);
    await account.loginWith("tpt_shopper", "/payment/?product=vpn");
    await new CheckoutPage(page).open("product=vpn&ff=showUserProfile:off");
    await expect(account.avatar()).toHaveCount(0);
    await new CheckoutPage(page).open("product=vpn&ff=showUserProfile");
    await account.expectLoggedInAs("shopper@example.com");
  });

  test("hideLogin: a guest gets no log-in link with it, and one without it", async ({ page }) => {
    const account = new AccountArea(page);
    await new CheckoutPage(page).open("product=vpn&ff=hideLogin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(account.loginLink()).toHaveCount(0);
    await expect(page.getByText(/Already have NordVPN Account\?/)).toHaveCount(0);

    await new CheckoutPage(page).open("product=vpn&ff=hideLogin:off");
    await account.expectAnonymous();
  });

  test("hideLogout: the logged-in shopper's menu and e-mail offer no way out with it, and do without it", async ({ page }) => {
    const account = new AccountArea(page);
    const payment = new PaymentPage(page);
    await account.loginWith("tpt_shopper", "/payment/?product=vpn");

    await payment.goto("product=vpn&ff=hideLogout");
    const menu = await account.openMenu();
    await expect(menu.getByTestId("account-email")).toHaveText("shopper@example.com");
    await expect(menu.getByTestId("logout-button")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(payment.email()).toHaveValue("shopper@example.com");
    await expect(page.getByTestId("email-not-you")).toHaveCount(0);

    await payment.goto("product=vpn&ff=hideLogout:off");
    await expect(page.getByTestId("email-not-you")).toBeVisible();
    await expect((await account.openMenu()).getByTestId("logout-button")).toBeVisible();
  });
});

test.describe("plan flags", () => {
  test("planPeriodRadio: the periods are radio cards with it, and not offered at all without it (nor a dropdown)", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&ff=planPeriodRadio");
    await expect(page.getByRole("group", { name: "Choose your subscription period" })).toBeVisible();
    await expect(page.getByTestId("period-1y")).toHaveAttribute("data-selected", "true");
    await checkout.choosePeriod("2y");

    await checkout.open("product=vpn&product_period=2y&ff=planPeriodRadio:off");
    await expect(page.getByTestId("period-1y")).toHaveCount(0);
    await expect(page.getByTestId("period-2y")).toHaveCount(0);
    await expect(page.getByTestId("period-select")).toHaveCount(0);
    // The plan still sells the link's period: its tiers are the two-year ones.
    await expect(page.getByTestId("plan-vpn-standard-2y")).toHaveAttribute("data-selected", "true");
  });

  test("planPeriodDropdown: the periods are a select with it and radio cards without it, and QA's choice sticks", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&ff=planPeriodDropdown,coupon:off");
    await expect(page.getByTestId("period-select")).toBeVisible();
    await expect(page.getByTestId("period-1y")).toHaveCount(0);
    await expect(page.getByTestId("coupon-show-form-button")).toHaveCount(0);
    await page.getByTestId("period-select").selectOption("2y");
    await expect(page).toHaveURL(/product_period=2y/);

    // Without ff in the next address, the cookie keeps QA's choice.
    await checkout.open("product=pass");
    await expect(page.getByTestId("period-select")).toBeVisible();
    await checkout.open("product=pass&ff=planPeriodDropdown:off,coupon:on");
    await expect(page.getByTestId("period-select")).toHaveCount(0);
    await expect(page.getByTestId("period-1y")).toBeVisible();
    await expect(page.getByTestId("coupon-show-form-button")).toBeVisible();
  });

  test("extraPlans: the monthly plan is on sale with it, and without it the page sells a year or more", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&product_period=1m&ff=extraPlans");
    await expect(page.getByTestId("period-1m")).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("plan-vpn-standard-1m")).toBeVisible();

    await checkout.open("product=vpn&product_period=1m&ff=extraPlans:off");
    await expect(page.getByTestId("period-1m")).toHaveCount(0);
    await expect(page.getByTestId("period-1y")).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("period-2y")).toBeVisible();
    await expect(page.getByTestId("plan-vpn-standard-1y")).toHaveAttribute("data-selected", "true");
  });

  test("planUpgrade: the next plan is offered beside the summary with it, and chosen by its button; not without it", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&product_period=1y&ff=planUpgrade");
    const offer = page.getByTestId("plan-upgrade-offer");
    await expect(offer).toContainText("NordVPN Plus");
    await expect(offer).toContainText("$");
    const standardTotal = await checkout.total();
    // The page's code is in (the payment methods come after it): the click moves through the address.
    await new PaymentPage(page).reach();
    await expect(page.getByTestId("regular-providers")).toBeVisible();
    await offer.getByTestId("plan-upgrade-button").click();
    await expect(page.getByTestId("plan-vpn-plus-1y")).toHaveAttribute("data-selected", "true");
    expect(checkout.param("product_subgroup")).toBe("plus");
    expect(await checkout.total()).not.toBe(standardTotal);
    // From Plus, the offer is the next tier up.
    await expect(offer).toContainText("NordVPN Ultimate");

    await checkout.open("product=vpn&product_period=1y&ff=planUpgrade:off");
    await expect(page.getByTestId("plan-vpn-standard-1y")).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("plan-upgrade-offer")).toHaveCount(0);
  });

  test("addOn: the add-on cross-sells are offered and a link's add-on is in the cart with it; neither without it", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&product_period=1y&product_xs=pass-xs-1y&ff=addOn");
    await expect(page.getByTestId("cross-sell-pass-xs-1y")).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("cross-sell-locker-xs-1y")).toBeVisible();
    await expect(page.getByTestId("order-summary").getByTestId("cart-item-title")).toHaveCount(2);
    const withAddOn = await checkout.total();

    await checkout.open("product=vpn&product_period=1y&product_xs=pass-xs-1y&ff=addOn:off");
    await expect(page.getByTestId("cross-sell-pass-xs-1y")).toHaveCount(0);
    await expect(page.getByTestId("cross-sell-locker-xs-1y")).toHaveCount(0);
    await expect(page.getByTestId("order-summary").getByTestId("cart-item-title")).toHaveCount(1);
    expect(await checkout.total()).not.toBe(withAddOn);
  });

  test("coupon: the coupon form is offered with it and not without it", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&ff=coupon");
    await checkout.applyCoupon("SAVE20");
    await expect(page.getByTestId("coupon-applied-message")).toContainText("SAVE20");

    await checkout.open("product=vpn&ff=coupon:off");
    await expect(page.getByTestId("coupon-show-form-button")).toHaveCount(0);
    await expect(page.getByTestId("coupon-input")).toHaveCount(0);
  });
});

test.describe("countdown badges", () => {
  for (const [flag, text] of [
    ["blackFridayBadge", "Black Friday"],
    ["cyberMondayBadge", "Cyber Monday"],
    ["birthdayBadge", "Birthday sale"],
  ] as const) {
    test(`${flag}: the badge rides on the countdown with it, and not without it`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "countdown_vpn", value: String(Date.now() + 3600_000), url: baseURL ?? "http://localhost:3100" }]);
      const checkout = new CheckoutPage(page);
      await checkout.open(`product=vpn&ff=${flag}`);
      await expect(page.getByTestId("countdown-badge")).toHaveText(text);
      await checkout.open(`product=vpn&ff=${flag}:off`);
      await expect(page.getByTestId("countdown")).toBeVisible();
      await expect(page.getByTestId("countdown-badge")).toHaveCount(0);
    });
  }
});

test.describe("payment flags", () => {
  test("oneClickPayments: the logged-in shopper's saved card is offered with it, and only the regular methods without it", async ({
    page,
  }) => {
    const payment = new PaymentPage(page);
    await new AccountArea(page).loginWith("tpt_shopper", "/payment/?product=vpn");

    await payment.goto("product=vpn&ff=oneClickPayments");
    await expect(payment.provider("card", "one-click")).toContainText("4242");

    await payment.goto("product=vpn&ff=oneClickPayments:off");
    await expect(payment.oneClickProviders()).toHaveCount(0);
    await expect(page.getByText("4242")).toHaveCount(0);
    await expect(payment.provider("card")).toBeVisible();
  });

  test("newPaymentMethodForm: the card's expiry is one MM / YY field with it (the default), and month and year without it", async ({
    page,
  }) => {
    const payment = new PaymentPage(page);
    await payment.goto("product=vpn");
    await payment.choose("card");
    await expect(payment.field("card-expiry-date-input")).toBeVisible();
    await expect(payment.field("card-expiry-month-input")).toHaveCount(0);
    await payment.field("card-expiry-date-input").pressSequentially("1230");
    await expect(payment.field("card-expiry-date-input")).toHaveValue("12 / 30");

    await payment.goto("product=vpn&ff=newPaymentMethodForm");
    await payment.choose("card");
    await expect(payment.field("card-expiry-date-input")).toBeVisible();
    await expect(payment.field("card-expiry-month-input")).toHaveCount(0);

    await payment.goto("product=vpn&ff=newPaymentMethodForm:off");
    await payment.choose("card");
    await expect(payment.field("card-expiry-month-input")).toBeVisible();
    await expect(payment.field("card-expiry-year-input")).toBeVisible();
    await expect(payment.field("card-expiry-date-input")).toHaveCount(0);
  });

  test("emailInputInPayment: the e-mail opens the payment form with it, and comes after the methods without it, always before the billing address", async ({
    page,
  }) => {
    const payment = new PaymentPage(page);
    const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())?.y ?? Number.NaN;

    await payment.goto("product=vpn&ff=emailInputInPayment");
    await expect(payment.email()).toBeVisible();
    expect(await top("email-input")).toBeLessThan(await top("regular-providers"));
    // The e-mail is the form's first field: the billing address comes after the methods.
    expect(await top("regular-providers")).toBeLessThan(await top("country-select"));

    await payment.goto("product=vpn&ff=emailInputInPayment:off");
    await expect(payment.email()).toBeVisible();
    expect(await top("email-input")).toBeGreaterThan(await top("regular-providers"));
    // Still before the billing address, which is right above the Pay button.
    expect(await top("email-input")).toBeLessThan(await top("country-select"));
    expect(await top("zip-code-input")).toBeLessThan(await top("submit-payment-button"));
  });
});

test.describe("before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page already follows the plan flags", async ({ page }) => {
    await page.goto(
      "/payment/?product=vpn&product_period=1y&product_xs=pass-xs-1y&ff=planUpgrade,addOn:off,planPeriodRadio:off,extraPlans:off",
    );
    await expect(page.getByTestId("plan-upgrade-offer")).toContainText("NordVPN Plus");
    await expect(page.getByTestId("cross-sell-pass-xs-1y")).toHaveCount(0);
    await expect(page.getByTestId("period-1y")).toHaveCount(0);
    await expect(page.getByTestId("plan-vpn-standard-1y")).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("order-summary").getByTestId("cart-item-title")).toHaveCount(1);
    // The upgrade is a link: it works without the page's code.
    await page.getByTestId("plan-upgrade-button").click();
    await expect(page.getByTestId("plan-vpn-plus-1y")).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("plan-upgrade-offer")).toContainText("NordVPN Ultimate");
  });

  test("a translated page draws the upgrade offer once, in place (nothing streamed in after the page)", async ({ page }) => {
    await page.goto("/de/payment/?product=vpn&product_period=1y&ff=planUpgrade");
    await expect(page.getByTestId("plan-upgrade-offer")).toHaveCount(1);
    await expect(page.getByTestId("payment-step").getByTestId("plan-upgrade-offer")).toContainText("NordVPN Plus");
  });
});
