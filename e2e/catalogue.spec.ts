import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CheckoutPage } from "./pages/checkout-page";

// The page's catalogue comes from its own address while the browser draws the server's HTML
// (features/i18n/page-messages); hydration waits for it.

/** Opens the German page with its catalogue held back; the page cannot hydrate until `release()`. */
async function openWithCatalogueHeld(page: Page, query = "product=vpn&product_period=1y"): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/messages/de/**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/de/payment/?${query}`, { waitUntil: "domcontentloaded" });
  return release;
}

test("the page shows in its language before its catalogue has come, and answers taps in it once it has", async ({ page }) => {
  const release = await openWithCatalogueHeld(page);
  await expect(page.getByText("Wählen Sie Ihren Tarif")).toBeVisible();
  await expect(page.getByTestId("period-1y")).toHaveAttribute("data-selected", "true");

  // Its scripts have run meanwhile; it hydrates when the catalogue comes, and then a tap works.
  release();
  await expect(async () => {
    await page.getByTestId("period-2y").click();
    await expect(page).toHaveURL(/product_period=2y/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await new CheckoutPage(page).settled();
  await expect(page.getByTestId("period-2y")).toHaveAttribute("data-selected", "true");
  await expect(page.getByText("Wählen Sie Ihren Tarif")).toBeVisible();
});

test("a plan tapped before the page can answer is the plan chosen once it can, without a second tap", async ({ page }) => {
  const release = await openWithCatalogueHeld(page);
  // Without its catalogue the page cannot hydrate: this tap reaches only the browser's radio.
  await page.getByTestId("period-2y").click();
  await expect(page.getByTestId("period-1y")).toHaveAttribute("data-selected", "true");

  release();
  await expect(page).toHaveURL(/product_period=2y/);
  await new CheckoutPage(page).settled();
  await expect(page.getByTestId("period-2y")).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("period-1y")).toHaveAttribute("data-selected", "false");
});

test("a new code typed into a refused link's coupon form before the page can answer is sent with the checkout's address", async ({
  page,
}) => {
  const release = await openWithCatalogueHeld(page, "product=vpn&product_period=1y&coupon=EXPIRED");
  await expect(page.getByTestId("coupon-error-alert")).toBeVisible();
  // The browser sends the form itself: the same checkout, the new code in place of the refused one.
  await page.getByTestId("coupon-input").fill("save20");
  await page.getByTestId("coupon-input").press("Enter");
  await page.waitForURL((url) => url.searchParams.get("coupon") === "save20");
  const url = new URL(page.url());
  expect(url.pathname).toBe("/de/payment/");
  expect(url.searchParams.get("product")).toBe("vpn");
  expect(url.searchParams.get("product_period")).toBe("1y");
  release();
  await expect(page.getByTestId("coupon-applied-message")).toContainText("SAVE20");
});

test.describe("a catalogue the browser cannot get", () => {
  // The refused requests, and React's report (an uncaught error) that the server's texts were not the browser's.
  test.use({ expectedConsoleErrors: [/Failed to load resource|ERR_FAILED|Minified React error #418|[Hh]ydrat/] });

  test("after its tries the page works with message ids for texts, rather than never answering", async ({ page }) => {
    let tries = 0;
    await page.route("**/api/messages/de/**", (route) => {
      tries += 1;
      return route.abort();
    });
    await page.goto("/de/payment/?product=vpn&product_period=1y", { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Wählen Sie Ihren Tarif")).toBeVisible();
    // The document's request, then the app's four tries over about 4.3 s; then it hydrates without it.
    await expect(page.getByText("plans.variantLegend")).toBeVisible({ timeout: 15_000 });
    expect(tries).toBeGreaterThanOrEqual(4);
    await new CheckoutPage(page).choosePeriod("2y");
  });
});
