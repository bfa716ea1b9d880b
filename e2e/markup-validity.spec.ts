import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";
import { PaymentPage } from "./pages/payment-page";
import { ShellPage } from "./pages/shell-page";
import { createOrder } from "./support/api";
import { sendCdnHeadersToApp } from "./support/cdn-headers";
import { markupErrors, type MarkupDocument } from "./support/vnu";

// Every page the app serves passes the W3C's Nu Html Checker (e2e/support/vnu.ts) with no error:
// the document as the server sends it, and the DOM once the page has hydrated, where React's
// markup may differ. The pages in English, the payment step for each product and in the states
// that change its markup (a coupon, each method's form in three countries, a logged-in shopper, a
// problem shown), Arabic and Hebrew right to left, the waiting and success steps, the account switch and
// the error screens. Warnings are allowed. The documents are collected in one browser page and
// checked in one run of vnu, since starting Java is most of its time. The pages that only
// redirect (/login/, /oauth2/login/, /dashboard/, /legal/…) have no markup of their own.

interface Visit {
  name: string;
  path: string;
  /** The test id that shows the page is there. */
  shownBy: string;
  /** The CDN's country for this visit; the US otherwise. */
  country?: string;
}

const PAGES: Visit[] = [
  { name: "home (en)", path: "/", shownBy: "product-vpn" },
  { name: "products pass (en)", path: "/products/?product=pass", shownBy: "products-step" },
  { name: "products locker (en)", path: "/products/?product=locker", shownBy: "products-step" },
  { name: "payment vpn (en)", path: "/payment/?product=vpn&product_period=1y", shownBy: "regular-providers" },
  {
    name: "payment vpn monthly with a coupon (en)",
    path: "/payment/?product=vpn&product_period=1m&coupon=SAVE20",
    shownBy: "regular-providers",
  },
  { name: "payment pass family (en)", path: "/payment/?product=pass&product_subgroup=family", shownBy: "regular-providers" },
  { name: "payment locker (en)", path: "/payment/?product=locker", shownBy: "regular-providers" },
  { name: "payment incogni (en)", path: "/payment/?product=incogni", shownBy: "regular-providers" },
  { name: "payment nordprotect bundle (en)", path: "/payment/?product=nordprotect", shownBy: "regular-providers" },
  { name: "payment vpn in the Netherlands (en)", path: "/payment/?product=vpn", shownBy: "regular-providers", country: "NL" },
  { name: "success without an order (en)", path: "/success/", shownBy: "success-no-order" },
  { name: "error (en)", path: "/error/", shownBy: "error-generic" },
  { name: "404 (en)", path: "/no-such-step/", shownBy: "error-404" },
  { name: "home (ar)", path: "/ar/", shownBy: "product-vpn" },
  { name: "products pass (ar)", path: "/ar/products/?product=pass", shownBy: "products-step" },
  { name: "payment vpn (ar)", path: "/ar/payment/?product=vpn&product_period=1y", shownBy: "regular-providers" },
  { name: "404 (ar)", path: "/ar/no-such-step/", shownBy: "error-404" },
  { name: "payment nordprotect bundle (he)", path: "/he/payment/?product=nordprotect", shownBy: "regular-providers" },
];

// The login links a browser session may open in a minute (src/server/rate-limit/route-limits.ts).
const LOGINS_PER_SESSION = 20;

test.describe("markup validity", () => {
  // The 404 and 429 documents are logged by the browser; so are the refused login's report and call.
  test.use({ expectedConsoleErrors: [/status of 40[14]|status of 429 \(Too Many Requests\)|failed-login-attempt/] });

  test("every page's server HTML and hydrated DOM pass the W3C's Nu Html Checker without errors", async ({ page, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const documents: MarkupDocument[] = [];
    let country = "US";
    await sendCdnHeadersToApp(page.context(), new URL(baseURL!).origin, () => ({ "cf-ipcountry": country }));

    /** The document as the server sends it, fetched with the browser's cookies. */
    const served = async (name: string, path: string) => {
      const response = await page.request.get(path, { headers: { "cf-ipcountry": country } });
      documents.push({ name: `${name}, server HTML`, html: await response.text() });
    };
    /** The DOM as it is now, once the page has hydrated. */
    const hydrated = async (name: string) => {
      await interactive(page);
      documents.push({ name: `${name}, hydrated`, html: await page.content() });
    };
    const visit = async ({ name, path, shownBy, country: visitCountry = "US" }: Visit) => {
      country = visitCountry;
      await served(name, path);
      await page.goto(path);
      // On the payment step the form shows once the shopper heads for it.
      if (path.includes("/payment/")) await new PaymentPage(page).reach();
      await expect(page.getByTestId(shownBy)).toBeVisible();
      await hydrated(name);
    };

    for (const each of PAGES) await visit(each);

    // Each payment method's form as choosing it draws it, where the methods differ by country
    // (iDEAL's bank in the Netherlands, Klarna's date of birth in the UK).
    const payment = new PaymentPage(page);
    for (const methodsOf of ["US", "NL", "GB"]) {
      country = methodsOf;
      await payment.goto();
      const providers = await payment
        .regularProviders()
        .locator('[data-testid^="payment-provider-"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-testid")?.replace("payment-provider-", "") ?? ""));
      for (const provider of providers) {
        await payment.choose(provider);
        await hydrated(`payment vpn paying with ${provider} in ${methodsOf} (en)`);
      }
    }
    country = "US";

    // The states the page's own code draws: the consent modal, the payment form's problems.
    await payment.goto();
    await new ShellPage(page).openCookiePreferences();
    await hydrated("payment vpn with the consent modal (en)");
    await page.keyboard.press("Escape");
    await payment.pay();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await hydrated("payment vpn with its problems shown (en)");

    // The waiting steps while the order's status is held back, then the receipt.
    const pending = await createOrder(page.request, baseURL!, { card: "4000000000000077" });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/orders/**", async (route) => {
      await held;
      await route.fallback();
    });
    await visit({ name: "processing (en)", path: `/processing/?cart_id=${pending.cart_id}`, shownBy: "processing-step" });
    release();
    await visit({ name: "pending (en)", path: `/pending/?cart_id=${pending.cart_id}`, shownBy: "pending-step" });
    const paid = await createOrder(page.request, baseURL!, { card: "4242424242424242" });
    await visit({ name: "success (en)", path: `/success/?cart_id=${paid.cart_id}`, shownBy: "success-total" });
    await expect(page.getByTestId("signup-section")).toHaveAttribute("aria-busy", "false");
    await hydrated("success with the account form (en)");
    await visit({ name: "success (ar)", path: `/ar/success/?cart_id=${paid.cart_id}`, shownBy: "success-total" });

    // A refused login's notice, then a logged-in shopper with a saved card, the account menu and
    // the question whether to switch to another account.
    const account = new AccountArea(page);
    await page.goto("/payment/?product=vpn&trusted_pass_token=tpt_nobody");
    await expect(account.loginNotice()).toBeVisible();
    await hydrated("payment vpn after a refused login (en)");
    await account.loginWith("tpt_shopper", "/payment/?product=vpn&product_period=1y");
    await visit({ name: "payment vpn logged in (en)", path: "/payment/?product=vpn&product_period=1y", shownBy: "one-click-providers" });
    await account.openMenu();
    await hydrated("payment vpn with the account menu (en)");
    await page.goto(`/login/?trusted_pass_token=tpt_new&login_target=${encodeURIComponent("/products/")}`);
    await expect(page.getByTestId("account-switch-confirm")).toBeVisible();
    await served("account switch (en)", page.url());
    await hydrated("account switch (en)");

    // Too many logins.
    for (let i = 0; i < LOGINS_PER_SESSION; i++)
      await page.request.get("/login/?trusted_pass_token=tpt_not_a_real_one", { maxRedirects: 0 });
    await visit({ name: "429 (en)", path: "/login/?trusted_pass_token=tpt_not_a_real_one", shownBy: "error-429" });

    expect(await markupErrors(documents, testInfo.outputPath("documents")), `vnu on ${documents.length} documents`).toEqual([]);
  });
});

/** The page has hydrated: the footer's language picker has its 26 languages (the server draws only the page's own). */
async function interactive(page: Page) {
  const picker = page.getByTestId("language-select");
  if ((await picker.count()) > 0) await expect(picker.locator("option")).toHaveCount(26);
  await page.waitForLoadState("load");
}
