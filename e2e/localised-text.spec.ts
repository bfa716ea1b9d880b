import type { Page } from "@playwright/test";
import localeConfig from "../src/lib/locale/locale-config.json";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { SANDBOX_URL } from "./support/api";
import { englishLeftovers, firstContained } from "./support/catalogue-english";

// A localised /payment/ shows no English outside brand names and
// codes, and formats every number by its language. A US shopper, so the state list is on the page.

const PRODUCTS = ["vpn", "pass", "locker", "nordprotect", "incogni"] as const;

/** The pricing API's English titles (plans, add-ons, services) for every product. */
async function backendTitles(): Promise<string[]> {
  const titles = new Set<string>();
  const query = `query($p: String!) { getPackagePlans(countryCode: "US", currencyCode: USD, packageId: $p, crossSellPackageId: "vpn-cross-sell") {
    plans { displayTitle services { title } crossSellPlans { displayTitle services { title } } } } }`;
  for (const packageId of PRODUCTS) {
    const response = await fetch(`${SANDBOX_URL}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables: { p: packageId } }),
    });
    const { data } = (await response.json()) as { data: { getPackagePlans: { plans: PlanTitles[] } } };
    for (const plan of data.getPackagePlans.plans.flatMap((item) => [item, ...item.crossSellPlans])) {
      titles.add(plan.displayTitle);
      for (const service of plan.services) titles.add(service.title);
    }
  }
  return [...titles];
}
interface PlanTitles {
  displayTitle: string;
  services: { title: string }[];
  crossSellPlans: Omit<PlanTitles, "crossSellPlans">[];
}

/** The page's visible text, one entry per text node, plus every option of its selects (not the language list). */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest("script, style, noscript, select, [data-testid=language-select]")) continue;
      if (parent.checkVisibility({ visibilityProperty: true })) texts.push(text);
    }
    for (const select of document.querySelectorAll("select")) {
      if (select.closest("[data-testid=language-select]") || !select.checkVisibility()) continue;
      for (const option of select.options) texts.push(option.text.trim());
    }
    return texts;
  });
}

/** A decimal number written with the other separator than the locale's ("7.25" on a German page), or null. */
function foreignDecimal(text: string, decimal: string): string | null {
  for (const match of text.matchAll(/(?<![\d.,])\d+(?:[.,\u00a0\u202f ]\d{3})*([.,])(\d{1,2})(?![\d.,])/g)) {
    if (match[1] !== decimal) return match[0];
  }
  return null;
}

type Check = { english: readonly string[]; decimal: string };

/**
 * Every text of the page that is English or writes a number another language's way, one line
 * each; checked with one assertion per page, so a page's few hundred texts cost no test step each.
 */
async function localisationProblems(page: Page, { english, decimal }: Check): Promise<string[]> {
  const problems: string[] = [];
  for (const text of await visibleTexts(page)) {
    if (firstContained(text, english) !== null) problems.push(`English: "${text}"`);
    if (foreignDecimal(text, decimal) !== null) problems.push(`a number in another locale's format: "${text}"`);
  }
  return problems;
}

async function expectTextsLocalised(page: Page, check: Check) {
  const where = page.url().replace(/^https?:\/\/[^/]+/, "");
  expect.soft(await localisationProblems(page, check), `texts on ${where}`).toEqual([]);
}

const decimalOf = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
const paymentPath = (locale: string, product: string) => `${locale === "en" ? "" : `/${locale}`}/payment/?product=${product}`;

test.describe("every language, every product: no English and the language's numbers on /payment/", () => {
  // A US shopper without a state yet: no tax quotes (which are rate-limited per address) are asked
  // for 130 pages; the rate's formatting has its own test below.
  const US = { "cf-ipcountry": "US" };
  test.use({ extraHTTPHeaders: US });
  test.describe.configure({ timeout: 180_000 });

  let titles: string[] = [];
  test.beforeAll(async () => {
    titles = await backendTitles();
  });

  // Every product's page as the server writes it, read without its scripts (the browser still lays
  // it out, so only what a shopper sees counts); then one product's page with scripts on, for what
  // the browser adds after the load (the payment methods, the tax lines). The product read with
  // scripts turns with the language, so each product's browser-made text is read in five or six.
  const ordered = localeConfig.locales.filter((locale) => locale !== "en");
  const pairs = Array.from({ length: Math.ceil(ordered.length / 2) }, (_, index) => ordered.slice(index * 2, index * 2 + 2));
  pairs[pairs.length - 1]?.push("en");
  for (const pair of pairs) {
    test(`${pair.join(", ")}: every product's payment step`, async ({ browser, page, baseURL }) => {
      // The page's scripts are refused rather than scripts turned off, which would also stop the
      // test's own reading of the page.
      const serverOnly = await browser.newContext({ baseURL, extraHTTPHeaders: US });
      await serverOnly.route(/\.js(\?|$)/, (route) => route.abort());
      const serverPage = await serverOnly.newPage();
      for (const locale of pair) {
        // English pages are only checked for their numbers.
        const check = { english: locale === "en" ? [] : englishLeftovers(locale, titles), decimal: decimalOf(locale) };
        for (const product of PRODUCTS) {
          await serverPage.goto(paymentPath(locale, product));
          await expect(serverPage.getByTestId("payment-step")).toBeVisible();
          await expectTextsLocalised(serverPage, check);
        }
        const product = PRODUCTS[localeConfig.locales.indexOf(locale) % PRODUCTS.length]!;
        await page.goto(paymentPath(locale, product));
        // The payment methods arrive after the load event: their names are part of the page.
        await new PaymentPage(page).reach();
        await expect(page.getByTestId("regular-providers")).toBeVisible();
        await expectTextsLocalised(page, check);
      }
      await serverOnly.close();
    });
  }
});

test.describe("the tax rate in the language's numbers", () => {
  // A shopper in California: the sales tax and its rate (7.25) are shown from the first paint.
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "US", "cf-region-code": "CA" } });

  test("German, French, Turkish, Japanese and Arabic summaries name the sales tax and write 7.25 their way", async ({ page }) => {
    const expected: Record<string, string> = {
      de: "Verkaufssteuer (7,25\u00a0%)",
      fr: "Taxe de vente (7,25\u00a0%)",
      tr: "Satış vergisi (%7,25)",
      ja: "売上税（7.25%）",
      ar: "ضريبة المبيعات (7.25%)",
    };
    for (const [locale, label] of Object.entries(expected)) {
      await page.goto(`/${locale}/payment/?product=vpn`);
      await expect(page.getByTestId("order-summary")).toContainText(label);
    }
  });
});
