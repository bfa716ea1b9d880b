import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { freshEmail, processingAnswers, readOrder } from "./support/api";
import { CardLeakGuard } from "./support/card-leak-guard";
import { withGooglePay } from "./support/google-pay";

// Payment methods look like themselves, each product has its own mark.

/** Whether an image has arrived and drawn (a broken or missing file has no natural width). */
const loaded = (image: Locator) => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0);

/** Whether a sprite icon has drawn its symbol (a missing sprite or symbol draws nothing, so has no box). */
const drawn = (icon: Locator) =>
  icon.evaluate((node) => {
    const use = node.querySelector("use");
    return use !== null && use.getBBox().width > 0;
  });

async function startCard(page: Page) {
  const payment = new PaymentPage(page);
  await payment.goto();
  await payment.fillTaxZip();
  await payment.choose("card");
  return payment;
}

test.describe("payment method logos", () => {
  for (const [country, expected] of [
    ["US", { card: "card", paypal: "paypal", stripe_ach: "bank" }],
    ["NL", { card: "card", ideal: "ideal", klarna: "klarna" }],
  ] as const) {
    test.describe(() => {
      test.use({ extraHTTPHeaders: { "cf-ipcountry": country } });

      test(`every method in ${country} shows its own logo beside its name`, async ({ page }) => {
        const payment = new PaymentPage(page);
        await payment.goto();
        const options = payment.regularProviders().locator("[data-testid^=payment-provider-]");
        const count = await options.count();
        expect(count).toBeGreaterThan(2);
        for (let index = 0; index < count; index += 1) {
          const logo = options.nth(index).getByTestId("provider-logo");
          // Logos are drawn when the shopper scrolls near them.
          await logo.scrollIntoViewIfNeeded();
          await expect(logo).toBeVisible();
          await expect.poll(() => drawn(logo), { message: `logo of ${await options.nth(index).getAttribute("data-testid")}` }).toBe(true);
        }
        for (const [identifier, symbol] of Object.entries(expected)) {
          await expect(payment.provider(identifier).getByTestId("provider-logo").locator("use")).toHaveAttribute(
            "href",
            `/static/icons/payments.svg#${symbol}`,
          );
        }
      });
    });
  }
});

test("a saved card shows its network's logo, drawn from the cards sprite", async ({ page }) => {
  // tpt_shopper's account has a saved Visa ending 4242 (CONTRACTS.md, sandbox fixtures).
  await page.goto("/payment/?product=vpn&trusted_pass_token=tpt_shopper");
  const saved = new PaymentPage(page).oneClickProviders().locator("[data-testid^=payment-provider-]").filter({ hasText: "4242" });
  await new PaymentPage(page).reach();
  await expect(saved).toHaveCount(1);
  const logo = saved.getByTestId("provider-logo");
  await logo.scrollIntoViewIfNeeded();
  await expect(logo.locator("use")).toHaveAttribute("href", "/static/icons/cards.svg#visa");
  await expect.poll(() => drawn(logo)).toBe(true);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, extraHTTPHeaders: { "cf-ipcountry": "US" } });

  test("the methods' logos far below the screen are fetched when the shopper scrolls to them, not at start", async ({ page }) => {
    const logos: string[] = [];
    page.on("request", (request) => {
      if (/\/static\/icons\/(payments|cards)\.svg/.test(request.url())) logos.push(request.url());
    });
    const payment = new PaymentPage(page);
    // No period in the link: the plan options are open, and the methods far below the first screen.
    await page.goto("/payment/?product=vpn");
    await payment.bringFormInPlace();
    const card = payment.provider("card").getByTestId("provider-logo");
    await expect(card).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(logos).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(card)).toBe(true);
    expect(logos.length).toBeGreaterThan(0);
  });
});

test.describe("the card form", () => {
  test("typing a Visa number lights the Visa icon, then an Amex number the Amex icon, the others dimmed", async ({ page }) => {
    const payment = await startCard(page);
    const brands = page.getByTestId("card-brands");
    await expect(brands.getByRole("img")).toHaveCount(8);
    const opacity = (brand: string) => page.getByTestId(`card-brand-${brand}`).evaluate((node) => getComputedStyle(node).opacity);
    const number = payment.field("card-number-input");

    await number.pressSequentially("4242");
    await expect(page.getByTestId("card-brand-VISA")).toHaveAttribute("data-detected", "true");
    await expect.poll(() => opacity("VISA")).toBe("1");
    await expect.poll(() => opacity("AMEX")).toBe("0.3");
    await expect(brands.locator("[data-detected]")).toHaveCount(1);

    await number.fill("");
    await number.pressSequentially("378282");
    await expect(page.getByTestId("card-brand-AMEX")).toHaveAttribute("data-detected", "true");
    await expect(page.getByTestId("card-brand-VISA")).not.toHaveAttribute("data-detected", "true");
    await expect.poll(() => opacity("AMEX")).toBe("1");
    await expect.poll(() => opacity("VISA")).toBe("0.3");
  });

  test("the CVV, a numeric text field, shows its digits while typed and masks them on leaving, and no card digit reaches the app", async ({
    page,
    baseURL,
  }) => {
    const guard = new CardLeakGuard(page, new URL(baseURL!).origin);
    const carts = processingAnswers(page);
    const payment = await startCard(page);
    await payment.fillEmail(freshEmail("cvv"));
    await payment.fillCard({ number: "4242424242424242", cvv: "737" });
    const cvv = payment.field("card-cvv-input");
    await cvv.fill("");
    await cvv.pressSequentially("7371");
    await expect(cvv).toHaveAttribute("type", "text");
    const masking = () => cvv.evaluate((input) => getComputedStyle(input).getPropertyValue("-webkit-text-security"));
    expect(await masking()).toBe("none");
    await expect(cvv).toHaveValue("7371");
    await cvv.press("Shift+Tab");
    // Masked by style, still a text field the browser's card autofill fills.
    await expect(cvv).toHaveAttribute("type", "text");
    await expect.poll(masking).toBe("disc");
    await expect(cvv).toHaveValue("7371");
    // Back in the field, the digits show again, so a slip can be fixed.
    await cvv.focus();
    await expect.poll(masking).toBe("none");
    await cvv.press("Backspace");
    await cvv.blur();
    await expect.poll(masking).toBe("disc");

    await payment.pay();
    await expect(page.getByTestId("success-step")).toBeVisible();
    expect((await readOrder(page.request, new URL(page.url()).origin, carts[0]!)).status).toBe("paid");
    expect(await guard.leaks(["4242424242424242", "737"])).toEqual([]);
  });
});

test.describe("express wallets", () => {
  test("Google Pay is an express button above the methods where the browser can pay with it, and pays through its sheet", async ({
    page,
  }) => {
    await withGooglePay(page);
    const carts = processingAnswers(page);
    const payment = new PaymentPage(page);
    await payment.goto();
    await payment.fillTaxZip();
    const express = page.getByTestId("express-providers");
    await expect(express.getByTestId("express-google_pay")).toBeVisible();
    await expect(express.getByRole("button", { name: "Pay with Google Pay" })).toBeVisible();
    // Above the list, and not a second time in it.
    const expressBox = (await express.boundingBox())!;
    const listBox = (await payment.regularProviders().boundingBox())!;
    expect(expressBox.y + expressBox.height).toBeLessThanOrEqual(listBox.y);
    await expect(payment.provider("google_pay")).toHaveCount(0);

    // The receipt needs an e-mail: the tap asks for it first, without touching the card fields.
    await page.getByTestId("express-google_pay").click();
    await expect(payment.email()).toBeFocused();
    await expect(payment.email()).toHaveAttribute("aria-invalid", "true");
    await expect(payment.field("card-number-input")).not.toHaveAttribute("aria-invalid", "true");

    await payment.fillEmail(freshEmail("gpay"));
    await page.getByTestId("express-google_pay").click();
    await expect(page.getByTestId("wallet-sheet")).toContainText("Pay with Google Pay");
    await page.getByTestId("wallet-approve").click();
    await expect(page.getByTestId("success-step")).toBeVisible();
    expect(await readOrder(page.request, new URL(page.url()).origin, carts[0]!)).toMatchObject({ status: "paid", provider: "google_pay" });
  });

  test("Apple Pay is an express button in a browser with Apple Pay", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { ApplePaySession: unknown }).ApplePaySession = { canMakePayments: () => true };
    });
    const payment = new PaymentPage(page);
    await payment.goto();
    await expect(page.getByTestId("express-apple_pay")).toBeVisible();
    await expect(page.getByTestId("express-google_pay")).toHaveCount(0);
    await expect(payment.provider("apple_pay")).toHaveCount(0);
  });

  test("no express button and no wallet in the list where the browser cannot pay with one", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.goto();
    await expect(payment.provider("card")).toBeVisible();
    await expect(page.getByTestId("express-providers")).toHaveCount(0);
    await expect(payment.provider("google_pay")).toHaveCount(0);
    await expect(payment.provider("apple_pay")).toHaveCount(0);
  });
});

test("each product page shows its own logo mark, drawn at its own proportions", async ({ page }) => {
  const products = [
    ["vpn", "vpn"],
    ["pass", "pass"],
    ["locker", "locker"],
    ["nordprotect", "protect"],
    ["incogni", "incogni"],
  ] as const;
  const pictures = new Map<string, string>();
  for (const [product, brand] of products) {
    await page.goto(`/payment/?product=${product}`);
    const logo = page.locator("header [data-logo]");
    await expect(logo).toHaveAttribute("src", `/static/icons/products/${brand}.svg`);
    expect(await loaded(logo)).toBe(true);
    // The artwork's own aspect ratio, not the slot's: a name is never stretched to fill it.
    const [naturalWidth, naturalHeight] = await logo.evaluate((node: HTMLImageElement) => [node.naturalWidth, node.naturalHeight]);
    expect(naturalHeight).toBe(32);
    expect(naturalWidth).toBeLessThan(200);
    await expect(logo).toHaveCSS("object-fit", "contain");
    pictures.set(product, (await logo.screenshot()).toString("base64"));
  }
  expect(new Set(pictures.values()).size, "every product's logo looks different").toBe(products.length);
});
