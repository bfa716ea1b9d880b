import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";
import { PaymentPage } from "./pages/payment-page";
import { ShellPage } from "./pages/shell-page";
import { freshEmail, settlePending } from "./support/api";
import { audit } from "./support/axe";

// WCAG 2.2 AA on every route and state, in English (left to right) and Arabic (right to left),
// and the pages in Japanese. axe runs in the real browser (e2e/support/axe.ts) and no serious or
// critical finding may remain. The states are grouped per locale so the spec runs in a few
// minutes: the shell's pages, the payment form with each method open and its problems, and a
// purchase through processing, pending and success. Every state is the same markup in every
// left-to-right language, so the third language adds only what text changes (its `lang`, CJK
// text in the same boxes) and is checked on the pages, not again in each state; that every text
// is translated is e2e/localised-text.spec.ts's. Then a purchase by keyboard alone, focus on a
// step change, reduced motion.

const LOGINS_PER_SESSION = 20;
const LOCALES = [
  { code: "en", prefix: "", everyState: true },
  { code: "ar", prefix: "/ar", everyState: true },
  { code: "ja", prefix: "/ja", everyState: false },
] as const;

/** Opens a page, waits for the part that shows it is there, and checks it. */
async function auditPage(page: Page, path: string, shownBy: string, state: string) {
  await page.goto(path);
  // On the payment step the form shows once the shopper heads for it.
  if (path.includes("/payment/")) await new PaymentPage(page).reach();
  await expect(page.getByTestId(shownBy)).toBeVisible();
  await audit(page, state);
}

for (const locale of LOCALES) {
  const at = (path: string) => `${locale.prefix}${path}`;

  test.describe(`accessibility in ${locale.code}`, () => {
    // axe takes seconds per state on a busy machine.
    test.describe.configure({ timeout: 240_000 });
    // The 404 and 429 documents are logged by the browser; the refused logins leave the page's login-failure note.
    test.use({ expectedConsoleErrors: [/status of 404|status of 429 \(Too Many Requests\)|failed-login-attempt/] });

    test(`home, products, error pages, consent modal and language select have no serious axe findings (${locale.code})`, async ({
      page,
    }) => {
      await auditPage(page, at("/"), "product-vpn", "home");
      await auditPage(page, at("/products/?product=pass"), "products-step", "products");
      // The password manager's accent, the palest of the brands, on the payment step.
      await auditPage(page, at("/payment/?product=pass&product_period=1y"), "regular-providers", "payment for the password manager");
      await auditPage(page, at("/error/"), "error-generic", "generic error");

      const shell = new ShellPage(page);
      const dialog = await shell.openCookiePreferences();
      await expect(dialog).toBeVisible();
      await audit(page, "consent modal");
      await page.keyboard.press("Escape");

      await page.getByTestId("language-select").focus();
      await audit(page, "language select");
    });

    if (!locale.everyState) return;

    test(`the 404 and 429 screens have no serious axe findings (${locale.code})`, async ({ page, baseURL }) => {
      await auditPage(page, at("/no-such-step/"), "error-404", "404");

      // The login links a browser session may open in a minute (src/server/rate-limit/route-limits.ts), then one more.
      for (let i = 0; i < LOGINS_PER_SESSION; i++)
        await page.request.get(`${baseURL}/login/?trusted_pass_token=tpt_not_a_real_one`, { maxRedirects: 0 });
      await auditPage(page, at("/login/?trusted_pass_token=tpt_not_a_real_one"), "error-429", "429");
    });

    test(`the payment step with every method's form open has no serious axe findings (${locale.code})`, async ({ page }) => {
      const payment = new PaymentPage(page);
      await auditPage(page, at("/payment/?product=vpn&product_period=1y"), "regular-providers", "payment");
      const providers = await payment
        .regularProviders()
        .locator('[data-testid^="payment-provider-"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-testid")?.replace("payment-provider-", "") ?? ""));
      expect(providers.length).toBeGreaterThan(1);
      // Choosing a method changes only the payment form; the page around it was checked above.
      for (const provider of providers) {
        await payment.choose(provider);
        await audit(page, `payment with ${provider}`, "[data-testid=payment-form]");
      }
    });

    test(`the payment step's problems, coupon states and a declined card have no serious axe findings (${locale.code})`, async ({
      page,
    }) => {
      const payment = new PaymentPage(page);
      await page.goto(at("/payment/?product=vpn&product_period=1y"));
      await payment.reach();
      await expect(payment.regularProviders()).toBeVisible();

      // Pay with nothing filled in: every field's problem shows.
      await payment.choose("card");
      await payment.pay();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await audit(page, "payment form problems");

      // Coupon states: the form open, a refused code, an applied one.
      await page.getByTestId("coupon-show-form-button").click();
      await audit(page, "coupon form");
      await page.getByTestId("coupon-input").fill("NOPE");
      await page.getByTestId("coupon-apply-button").click();
      await expect(page.getByTestId("coupon-error-alert")).toBeVisible();
      await audit(page, "coupon refused");
      await page.getByTestId("coupon-input").fill("SAVE20");
      await page.getByTestId("coupon-apply-button").click();
      await expect(page.getByTestId("coupon-applied-message")).toBeVisible();
      await audit(page, "coupon applied");

      // A declined card.
      await payment.fillTaxZip();
      await payment.fillEmail(freshEmail("axe"));
      await payment.fillCard({ number: "4000000000000002" });
      await payment.pay();
      await expect(payment.errorAlert()).toBeVisible({ timeout: 20_000 });
      await audit(page, "payment declined");
    });

    test(`processing, pending, success and the account menu have no serious axe findings (${locale.code})`, async ({ page }) => {
      const payment = new PaymentPage(page);
      await page.goto(at("/payment/?product=vpn&product_period=1y"));
      await payment.reach();
      await expect(payment.regularProviders()).toBeVisible();

      // The waiting screens' questions about the order are held back while they are checked, so
      // they stay on screen however long axe takes.
      let release: () => void = () => undefined;
      let gate: Promise<void> | null = null;
      const holdOrders = () => (gate = new Promise<void>((resolve) => (release = resolve)));
      await page.route("**/api/orders/**", async (route) => {
        if (gate && /\/(pending|processing)\//.test(page.url())) await gate;
        await route.continue();
      });

      // The pending test card: /pending/ first, /success/ once the sandbox settles it.
      holdOrders();
      await payment.fillTaxZip();
      await payment.fillEmail(freshEmail("axe-paid"));
      await payment.choose("card");
      await payment.fillCard({ number: "4000000000000077" });
      await payment.pay();
      await page.waitForURL(/\/pending\/\?.*cart_id=/, { timeout: 20_000 });
      // Read now: the success step takes the cart out of its address.
      const cartId = new URL(page.url()).searchParams.get("cart_id");
      await expect(page.getByTestId("pending-step")).toBeVisible();
      await audit(page, "pending");
      release();
      await settlePending(cartId!);
      await expect(page.getByTestId("success-total")).toBeVisible({ timeout: 30_000 });

      // Where providers return.
      holdOrders();
      await page.goto(at(`/processing/?cart_id=${cartId}`));
      await expect(page.getByTestId("processing-step")).toBeVisible();
      await audit(page, "processing");
      release();
      await expect(page.getByTestId("success-total")).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("signup-section")).toHaveAttribute("aria-busy", "false");
      await audit(page, "success");

      const account = new AccountArea(page);
      await account.loginWith("tpt_shopper", at("/payment/?product=vpn&product_period=1y"));
      await account.openMenu();
      await audit(page, "account menu");
    });
  });
}

/** Where the keyboard is now, and whether the shopper can see it (an outline on it or on the card that draws it). */
function focusStop(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { testId: null, name: "body", visible: false };
    let shown = false;
    for (let node: HTMLElement | null = active, depth = 0; node && depth < 4 && !shown; node = node.parentElement, depth++) {
      const style = getComputedStyle(node);
      shown = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    }
    return {
      testId: active.getAttribute("data-testid"),
      name: `${active.tagName.toLowerCase()}${active.getAttribute("data-testid") ? `[${active.getAttribute("data-testid")}]` : ""} "${(active.textContent ?? "").trim().slice(0, 40)}"`,
      visible: active.matches(":focus-visible") && shown,
    };
  });
}

/** Presses Tab until the field or button is reached; every stop on the way must show its focus. */
async function tabTo(page: Page, testId: string) {
  for (let stops = 0; stops < 120; stops++) {
    await page.keyboard.press("Tab");
    const stop = await focusStop(page);
    expect(stop.visible, `the focus on ${stop.name} can be seen`).toBe(true);
    if (stop.testId === testId) return;
  }
  throw new Error(`Tab never reached ${testId}`);
}

test.describe("by keyboard alone", () => {
  test("a card purchase with 4242 4242 4242 4242 completes with the keyboard, every stop showing the focus; problems are announced and the first one takes the focus", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const payment = new PaymentPage(page);
    await page.goto("/payment/?product=vpn&product_period=1y");
    // A keyboard shopper's first key brings the payment form's code.
    await payment.bringFormInPlace();
    await expect(payment.provider("card").getByRole("radio")).toBeChecked();

    // Pay with nothing filled in: the first problem takes the focus, tied to its message, which a live region announces.
    await tabTo(page, "submit-payment-button");
    await page.keyboard.press("Enter");
    const first = page.locator('[aria-invalid="true"]').first();
    await expect(first).toBeFocused();
    const describedBy = (await first.getAttribute("aria-describedby")) ?? "";
    expect(describedBy).not.toBe("");
    const message = page.locator(`[id="${describedBy.split(" ")[0]}"]`);
    await expect(message).not.toBeEmpty();
    expect(await message.evaluate((node) => node.closest("[aria-live]")?.getAttribute("aria-live"))).toBe("polite");

    // From the top of the page, by Tab, typing and Enter only.
    await page.goto("/payment/?product=vpn&product_period=1y");
    await payment.bringFormInPlace();
    // The e-mail first, then the card, then the billing address the ZIP code completes.
    await tabTo(page, "email-input");
    await page.keyboard.type(freshEmail("keyboard"));
    if (await page.getByTestId("card-name-input").isVisible()) {
      await tabTo(page, "card-name-input");
      await page.keyboard.type("Test Shopper");
    }
    await tabTo(page, "card-number-input");
    await page.keyboard.type("4242 4242 4242 4242");
    // A whole card number moves on to the expiry ("MM / YY" by default), a whole expiry to the CVV.
    if (await page.getByTestId("card-expiry-date-input").isVisible()) {
      await expect(page.getByTestId("card-expiry-date-input")).toBeFocused();
      await page.keyboard.type("1230");
      await expect(page.getByTestId("card-expiry-date-input")).toHaveValue("12 / 30");
    } else {
      await expect(page.getByTestId("card-expiry-month-input")).toBeFocused();
      await page.keyboard.type("1230");
    }
    await expect(page.getByTestId("card-cvv-input")).toBeFocused();
    await page.keyboard.type("737");
    await tabTo(page, "zip-code-input");
    await page.keyboard.type("94105");
    await expect(page.getByTestId("state-select")).toHaveValue("US-CA");
    await tabTo(page, "submit-payment-button");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("success-total")).toBeVisible({ timeout: 30_000 });
  });

  test("a step change names its progress bar and puts the focus on the new step's heading", async ({ page }) => {
    await page.goto("/products/?product=pass");
    await expect(page.getByTestId("products-step")).toBeVisible();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/data/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId("products-continue").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("progressbar", { name: "Loading the next page" })).toBeAttached();
    release();
    await page.waitForURL(/\/payment\/\?product=pass/);
    await expect(page.getByTestId("payment-step")).toBeVisible();
    await expect(page.locator("main h1").first()).toBeFocused();
  });

  test("with reduced motion asked for, the waiting screen's loader stands still", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    // The order's status never answers here, so the processing screen stays.
    await page.route("**/api/orders/**", () => undefined);
    await page.goto("/processing/?cart_id=cart_still_waiting");
    const loader = page.getByTestId("processing-step").getByRole("status");
    await expect(loader).toHaveAccessibleName("Processing your payment");
    await expect
      .poll(() => loader.evaluate((node) => node.getAnimations().filter((animation) => animation.playState === "running").length))
      .toBe(0);
  });
});
