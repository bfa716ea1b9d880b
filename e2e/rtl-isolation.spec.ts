import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";
import { PaymentPage } from "./pages/payment-page";

// An e-mail or a price inside right-to-left text reads in one piece.

/** Whether the element is a bidi isolate, or sits in one, that reads left to right. */
async function readsLeftToRightInIsolation(element: Locator) {
  return element.evaluate((node) => {
    const isolate = node.closest("bdi") ?? node;
    const style = getComputedStyle(isolate);
    return { isolated: isolate.tagName === "BDI" || style.unicodeBidi.includes("isolate"), direction: style.direction };
  });
}

/** Keeps the page at 375 and 1280 px as test artefacts (test-results/ and the HTML report). */
async function screenshotBothWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  before?: () => Promise<unknown>,
  { language = "ar", fullPage = false } = {},
) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await before?.();
    const path = testInfo.outputPath(`${name}-${language}-${width}.png`);
    await page.screenshot({ path, fullPage: fullPage || width === 375 });
    await testInfo.attach(`${name}-${language}-${width}`, { path, contentType: "image/png" });
  }
}

test.describe("right-to-left isolation", () => {
  test("a logged-in shopper's e-mail is isolated in the Arabic account menu and e-mail field", async ({ page }, testInfo) => {
    const account = new AccountArea(page);
    await account.loginWith("tpt_shopper", "/ar/payment/?product=vpn&product_period=1y");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const menu = await account.openMenu();
    const email = menu.getByTestId("account-email").locator("bdi");
    await expect(email).toHaveText("shopper@example.com");
    expect(await readsLeftToRightInIsolation(email)).toEqual({ isolated: true, direction: "ltr" });
    await screenshotBothWidths(page, testInfo, "account-menu", async () => {
      if (!(await account.menu().isVisible())) await account.openMenu();
    });
    await page.keyboard.press("Escape");

    // A price, too: one right-to-left isolate whose "US$" is a left-to-right one (not "$US 59.88").
    await expect(page.getByTestId("order-total")).toHaveText(/^\u2067\u200f[\d.,]+\u00a0\u2066US\$\u2069\u2069$/);

    const field = page.getByTestId("email-input");
    await expect(field).toHaveValue("shopper@example.com");
    expect(await readsLeftToRightInIsolation(field)).toEqual({ isolated: true, direction: "ltr" });
  });

  // The checkout reads right to left in both right-to-left languages.
  for (const language of ["ar", "he"] as const) {
    test(`the ${language} checkout reads right to left: stepper and summary mirrored, card number and prices in one piece, arrows pointing the reading way`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${language}/`);
      const arrow = page.getByTestId("product-vpn").locator('[aria-hidden="true"]');
      await expect(arrow).toHaveText("→");
      expect(await arrow.evaluate((node) => getComputedStyle(node).transform)).toBe("matrix(-1, 0, 0, 1, 0, 0)");

      await page.goto(`/${language}/payment/?product=vpn&product_period=1y`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await new PaymentPage(page).reach();
      await expect(page.getByTestId("regular-providers")).toBeVisible();
      // The first step is on the right, the summary's column on the left of the form.
      const steps = page.getByTestId("stepper").locator("li");
      const [firstStep, lastStep] = [await steps.first().boundingBox(), await steps.last().boundingBox()];
      expect(firstStep && lastStep && firstStep.x > lastStep.x).toBe(true);
      const [summary, form] = [
        await page.getByTestId("order-summary").boundingBox(),
        await page.getByTestId("regular-providers").boundingBox(),
      ];
      expect(summary && form && summary.x < form.x).toBe(true);

      // A price is one right-to-left isolate; the card number is typed and read left to right.
      await expect(page.getByTestId("order-total")).toHaveText(
        /^\u2067[^\u2067]*\u2066[^\u2069]+\u2069\u2069$|^\u2067\u200f?[\d.,\s\u00a0]+\u2069$/,
      );
      await page.getByTestId("card-number-input").fill("4242424242424242");
      expect(await readsLeftToRightInIsolation(page.getByTestId("card-number-input"))).toEqual({ isolated: true, direction: "ltr" });
      await expect(page.getByTestId("card-number-input")).toHaveValue("4242 4242 4242 4242");

      // The payment step in this language at both widths, kept as artefacts.
      await page.getByTestId("card-number-input").fill("");
      await screenshotBothWidths(page, testInfo, "payment", undefined, { language, fullPage: true });
    });
  }
});
