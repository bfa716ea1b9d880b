import { expect, test } from "./fixtures";
import { audit } from "./support/axe";

// An address names its language, and a first visit is offered the
// browser's language without being moved there.

test.describe("an address names its language", () => {
  test("an /en/ link opens in English although the locale cookie says German; an unprefixed one follows the cookie", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "locale", value: "de", url: baseURL ?? "" }]);

    await page.goto("/en/payment/?product=vpn&product_period=1y");
    await expect(page).toHaveURL(/\/en\/payment\/\?product=vpn&product_period=1y$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

    await page.goto("/en/");
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto("/payment/?product=vpn&product_period=1y");
    await expect(page).toHaveURL(/\/de\/payment\/\?product=vpn&product_period=1y$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});

test.describe("a first visit from a German browser", () => {
  test.use({ locale: "de-DE" });

  test("is offered German, in German, stays in English until it says yes, and the yes is remembered", async ({ page }) => {
    await page.goto("/payment/?product=vpn&product_period=1y");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const offer = page.getByTestId("language-suggestion");
    await expect(offer).toContainText("Sie können den Kauf auch auf Deutsch abschließen.");
    // Written in German, inside the English page.
    await expect(offer.locator('[lang="de"]')).toContainText("Auf Deutsch fortfahren");
    await audit(page, "language suggestion");

    await offer.getByTestId("language-suggestion-switch").click();
    await expect(page).toHaveURL(/\/de\/payment\/\?product=vpn&product_period=1y$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);

    // Remembered: the next unprefixed address opens in German, and nothing is offered again.
    await page.goto("/products/?product=pass");
    await expect(page).toHaveURL(/\/de\/products\/\?product=pass$/);
    await expect(page.getByTestId("products-step")).toBeVisible();
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });

  test("can say no: the page stays English and is not asked again", async ({ page }) => {
    await page.goto("/");
    const offer = page.getByTestId("language-suggestion");
    await offer.getByTestId("language-suggestion-dismiss").click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("product-vpn")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveURL(/\/$/);
    // Once the page's code has run, the offer would be there by now: it stays away.
    await page.getByTestId("cookie-preferences-button").click();
    await expect(page.getByTestId("consent-modal")).toBeVisible();
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });

  test("an address that names a language opens in it with no offer", async ({ page }) => {
    for (const [path, lang] of [
      ["/en/", "en"],
      ["/fr/", "fr"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await page.getByTestId("cookie-preferences-button").click();
      await expect(page.getByTestId("consent-modal")).toBeVisible();
      await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
    }
  });
});

test.describe("a first visit from an Arabic browser", () => {
  test.use({ locale: "ar-EG" });

  test("is offered Arabic, written right to left inside the English page", async ({ page }) => {
    await page.goto("/");
    const offer = page.getByTestId("language-suggestion");
    await expect(offer).toContainText("يمكنك أيضًا إتمام عملية الشراء باللغة العربية.");
    await expect(offer.locator('[lang="ar"]')).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });
});

test.describe("the footer's language picker", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // The server draws the picker with the page's language only; the 26 arrive after hydration.
  // A picker sized by its widest name would grow then, and measuring the names (Chinese,
  // Japanese, Korean in fonts the page has not used yet) was a 25–40 ms layout (docs/performance.md).
  test("keeps its width when its list of 26 languages arrives, beside the copyright and on a phone", async ({ page, browser, baseURL }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1280, height: 900 } });
    const drawn = await noScript.newPage();
    await drawn.goto("/en/payment/?product=vpn");
    await expect(drawn.getByTestId("language-select").locator("option")).toHaveCount(1);
    const serverWidth = (await drawn.getByTestId("language-select").boundingBox())?.width;
    await noScript.close();

    await page.goto("/en/payment/?product=vpn");
    const picker = page.getByTestId("language-select");
    await expect(picker.locator("option")).toHaveCount(26);
    const hydratedWidth = (await picker.boundingBox())?.width;
    expect(serverWidth).toBeGreaterThan(150);
    expect(hydratedWidth).toBe(serverWidth);
    // Wide enough for the longest name, shown whole when chosen.
    await picker.selectOption("zh-hk");
    await expect(page).toHaveURL(/\/zh-hk\/payment\//);
    const chosen = page.getByTestId("language-select");
    const [shown, room] = await chosen.evaluate((select: HTMLSelectElement) => {
      const probe = document.createElement("span");
      probe.style.font = getComputedStyle(select).font;
      probe.textContent = select.selectedOptions[0]?.textContent ?? "";
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(select);
      return [width, select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd)];
    });
    expect(shown).toBeLessThan(room); // the chevron sits in the select's end padding, outside this room

    await page.setViewportSize({ width: 375, height: 800 });
    const footer = await page.locator("footer > div").boundingBox();
    const phone = await chosen.boundingBox();
    expect(phone?.width).toBeGreaterThan((footer?.width ?? 0) - 40);
  });
});
