import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { freshEmail } from "./support/api";

interface InventoryEntry {
  origin: "app" | "gateway" | "tracking" | "tag-manager";
  path: string;
  why: string;
}

const inventory = JSON.parse(readFileSync(path.resolve(__dirname, "../security/payment-page-scripts.json"), "utf8")) as {
  scripts: InventoryEntry[];
};
const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT || 4100}`;

/** The origins the inventory's names stand for, as playwright.config.ts configures the app. */
function origins(appOrigin: string): Record<InventoryEntry["origin"], string> {
  return { app: appOrigin, gateway: SANDBOX, tracking: SANDBOX, "tag-manager": "https://www.googletagmanager.com" };
}

function listed(url: string, appOrigin: string): boolean {
  const { origin, pathname } = new URL(url);
  const named = origins(appOrigin);
  return inventory.scripts.some((entry) => named[entry.origin] === origin && new RegExp(entry.path).test(pathname));
}

test.describe("the payment page's script inventory (PCI DSS 6.4.3)", () => {
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "US" } });

  test("payment scripts: card, wallet and bank-link flows load only scripts the inventory lists", async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL!).origin;
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url().split("?")[0]!);
    });
    // The tag manager cannot be reached from here: a stand-in answers for it.
    await page.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.tagManagerStandIn = true;" }),
    );
    // Chromium has no Apple Pay: this stands in for Safari's, so the wallet's express button shows.
    await page.addInitScript(() => {
      (window as unknown as { ApplePaySession: unknown }).ApplePaySession = { canMakePayments: () => true };
      // Whatever the policy blocks: an inline script or one from an origin it does not name.
      const blocked: string[] = [];
      (window as unknown as { blockedByPolicy: string[] }).blockedByPolicy = blocked;
      document.addEventListener("securitypolicyviolation", (event) =>
        blocked.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`),
      );
    });

    const payment = new PaymentPage(page);
    await payment.goto();
    await payment.fillTaxZip();
    await payment.fillEmail(freshEmail());
    // Card: the card form, filled.
    await payment.fillCard({ number: "4242424242424242" });
    // Wallet: its sheet opened, then closed.
    await page.getByTestId("express-providers").getByRole("button").first().click();
    await expect(page.getByTestId("wallet-sheet")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("wallet-sheet")).toHaveCount(0);
    // Bank link: its step opened.
    await payment.choose("stripe_ach");
    await page.getByTestId("first-name-input").fill("Test");
    await page.getByTestId("last-name-input").fill("Shopper");
    await payment.pay();
    await expect(page.getByTestId("bank-link-step")).toBeVisible();
    // The analytics scripts (US: consent by default) have loaded too.
    await expect.poll(() => page.evaluate(() => (window as unknown as { tagManagerStandIn?: boolean }).tagManagerStandIn)).toBe(true);

    expect(await page.evaluate(() => (window as unknown as { blockedByPolicy: string[] }).blockedByPolicy)).toEqual([]);
    expect(scripts.size).toBeGreaterThan(0);
    const unlisted = [...scripts].filter((url) => !listed(url, appOrigin));
    expect(unlisted, "scripts the inventory (security/payment-page-scripts.json) does not list").toEqual([]);
  });

  test("payment scripts: every inventory entry says why it is allowed", () => {
    for (const entry of inventory.scripts) {
      expect(entry.why.length).toBeGreaterThan(20);
      expect(() => new RegExp(entry.path)).not.toThrow();
      expect(entry.path.startsWith("^")).toBe(true);
    }
  });
});
