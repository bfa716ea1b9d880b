import { expect, test, type BrowserContext } from "@playwright/test";

const LANDING = "/payment/?product=vpn&utm_source=newsletter&utm_medium=email&utm_campaign=bf&aff_id=partner-7";
const ATTRIBUTION_COOKIES = ["FirstSession", "CurrentSession", "vpn_aff_id"];

async function attributionCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return Object.fromEntries(cookies.filter((cookie) => ATTRIBUTION_COOKIES.includes(cookie.name)).map((cookie) => [cookie.name, cookie]));
}

const record = (value: string | undefined) => Object.fromEntries(new URLSearchParams(value ?? ""));

test.describe("attribution: a US shopper, consent until refused", () => {
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "US" } });

  test("attribution: the campaign landing is recorded for 182 days, and refusing in the footer removes it at once", async ({
    page,
    context,
  }) => {
    await page.goto(LANDING, { referer: "https://www.google.com/" });
    await expect
      .poll(async () => Object.keys(await attributionCookies(context)).sort())
      .toEqual(["CurrentSession", "FirstSession", "vpn_aff_id"]);

    const cookies = await attributionCookies(context);
    expect(record(cookies.FirstSession?.value)).toMatchObject({
      source: "newsletter",
      medium: "email",
      campaign: "bf",
      hostname: "localhost",
      query: "product=vpn&aff_id=partner-7",
    });
    expect(record(cookies.FirstSession?.value).date).toMatch(/^\d{8}$/);
    expect(cookies.vpn_aff_id?.value).toBe("partner-7");
    const days = ((cookies.CurrentSession?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(181);
    expect(days).toBeLessThan(183);

    await page.getByTestId("cookie-preferences-button").click();
    await page.getByTestId("consent-reject-all").click();
    await expect.poll(async () => Object.keys(await attributionCookies(context))).toEqual([]);

    // The refusal is remembered: the next landing records nothing.
    await page.goto(LANDING, { referer: "https://www.bing.com/" });
    await expect(page.getByTestId("cookie-preferences-button")).toBeVisible();
    await page.waitForLoadState("load");
    await page.waitForTimeout(2_500);
    expect(Object.keys(await attributionCookies(context))).toEqual([]);
  });

  test("attribution: an organic search visit names the engine", async ({ page, context }) => {
    await page.goto("/products/?product=pass", { referer: "https://search.yahoo.com/search?p=password+manager" });
    await expect.poll(async () => (await attributionCookies(context)).CurrentSession?.value).toBeTruthy();
    const current = (await attributionCookies(context)).CurrentSession?.value ?? "";
    expect(record(current)).toMatchObject({ source: "yahoo", medium: "organic", campaign: "(direct)", query: "product=pass" });
  });

  // The server answers such a link with a redirect that drops them and, since a token was in the
  // address, no Referer: the visit counts as direct, and nothing of the secrets is recorded.
  test("attribution: tokens and e-mail in the landing address never enter the record", async ({ page, context }) => {
    await page.goto("/products/?product=pass&email=shopper%40example.com&exchange_token=xyz", {
      referer: "https://search.yahoo.com/search?p=password+manager",
    });
    await expect.poll(async () => (await attributionCookies(context)).CurrentSession?.value).toBeTruthy();
    const current = (await attributionCookies(context)).CurrentSession?.value ?? "";
    expect(record(current)).toMatchObject({ query: "product=pass" });
    expect(current).not.toContain("example.com");
    expect(current).not.toContain("xyz");
  });
});

test.describe("attribution: recorded with the page itself", () => {
  // No script of the page runs: what is recorded came with the page's response.
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "US" }, javaScriptEnabled: false });

  test("attribution: a visit is recorded before any of the page's code has run", async ({ page, context }) => {
    const response = await page.goto(LANDING, { referer: "https://www.google.com/" });
    expect(response?.status()).toBe(200);
    const cookies = await attributionCookies(context);
    expect(Object.keys(cookies).sort()).toEqual(["CurrentSession", "FirstSession", "vpn_aff_id"]);
    expect(record(cookies.CurrentSession?.value)).toMatchObject({
      source: "newsletter",
      medium: "email",
      query: "product=vpn&aff_id=partner-7",
    });
    expect(cookies.FirstSession?.httpOnly).toBe(false);
    expect(cookies.FirstSession?.sameSite).toBe("Lax");
  });
});

test.describe("attribution: a German shopper, nothing before a yes", () => {
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "DE" } });

  test("attribution: no cookie until the shopper accepts, then the landing is recorded at once", async ({ page, context }) => {
    await page.goto(LANDING, { referer: "https://www.google.de/" });
    await page.waitForLoadState("load");
    await page.waitForTimeout(2_500);
    expect(Object.keys(await attributionCookies(context))).toEqual([]);

    await page.getByTestId("cookie-preferences-button").click();
    await page.getByTestId("consent-accept-all").click();
    await expect
      .poll(async () => Object.keys(await attributionCookies(context)).sort())
      .toEqual(["CurrentSession", "FirstSession", "vpn_aff_id"]);
    expect(record((await attributionCookies(context)).FirstSession?.value)).toMatchObject({ source: "newsletter", medium: "email" });
  });
});
