import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { freshEmail, settlePending } from "./support/api";

// Screenshots of every step at 375 and 1280 px in en and ar, kept as test
// artefacts (full-page PNGs attached to each test: test-results/ and the HTML report). One
// browser context per width and language walks the steps; each step's main heading must show.
// /processing/ only flashes past with the sandbox (it moves on as soon as the order settles), so
// the walk pays with the pending test card and shows /pending/, then /success/ once it is paid.

const WIDTHS = [375, 1280] as const;
const LANGUAGES = [
  { locale: "en", prefix: "", dir: "ltr" },
  { locale: "ar", prefix: "/ar", dir: "rtl" },
] as const;

/** The step's main heading is on screen, in the page's language direction, then the whole page is kept. */
async function shoot(page: Page, testInfo: TestInfo, name: string, dir: string) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).first()).not.toBeEmpty();
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${language.locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: width === 375 ? 812 : 900 }, expectedConsoleErrors: [/status of 404/] });

      test(`every step has its heading and a full-page screenshot (${language.locale}, ${width} px)`, async ({ page }, testInfo) => {
        test.setTimeout(180_000);
        const shot = (step: string) => shoot(page, testInfo, `${language.locale}-${width}-${step}`, language.dir);
        const at = (path: string) => `${language.prefix}${path}`;

        await page.goto(at("/"));
        await expect(page.getByTestId("product-vpn")).toBeVisible();
        await shot("home");

        await page.goto(at("/products/?product=pass"));
        await expect(page.getByTestId("products-step")).toBeVisible();
        await shot("products");

        await page.goto(at("/error/"));
        await expect(page.getByTestId("error-generic")).toBeVisible();
        await shot("error");

        await page.goto(at("/no-such-step/"));
        await expect(page.getByTestId("error-404")).toBeVisible();
        await shot("404");

        const payment = new PaymentPage(page);
        await page.goto(at("/payment/?product=vpn&product_period=1y"));
        await expect(payment.regularProviders()).toBeVisible();
        await shot("payment");

        // The pending test card: /pending/ first, /success/ once the sandbox settles it (on request,
        // after the screenshot). The order's answers reach the page only after the screenshot too.
        let screenshotTaken!: () => void;
        const afterScreenshot = new Promise<void>((resolve) => (screenshotTaken = resolve));
        await page.route(/\/api\/orders\//, async (route) => {
          await afterScreenshot;
          await route.continue();
        });
        await payment.fillTaxZip();
        await payment.fillEmail(freshEmail("screens"));
        await payment.choose("card");
        await payment.fillCard({ number: "4000000000000077" });
        await payment.pay();
        await expect(page.getByTestId("pending-step")).toBeVisible({ timeout: 30_000 });
        await shot("pending");
        screenshotTaken();
        await settlePending(new URL(page.url()).searchParams.get("cart_id")!);
        await expect(page.getByTestId("success-total")).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId("success-apps")).toBeVisible();
        await expect(page.getByTestId("signup-section")).toHaveAttribute("aria-busy", "false");
        await shot("success");
      });
    });
  }
}
