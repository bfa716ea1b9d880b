import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";

// Issue 11, review: an e-mail or a price inside right-to-left text reads in one piece.

/** Whether the element is a bidi isolate, or sits in one, that reads left to right. */
async function readsLeftToRightInIsolation(element: Locator) {
  return element.evaluate((node) => {
    const isolate = node.closest("bdi") ?? node;
    const style = getComputedStyle(isolate);
    return { isolated: isolate.tagName === "BDI" || style.unicodeBidi.includes("isolate"), direction: style.direction };
  });
}

async function screenshotBothWidths(page: Page, testInfo: TestInfo, name: string, before?: () => Promise<unknown>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await before?.();
    const path = testInfo.outputPath(`${name}-ar-${width}.png`);
    await page.screenshot({ path, fullPage: width === 375 });
    await testInfo.attach(`${name}-ar-${width}`, { path, contentType: "image/png" });
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
});
