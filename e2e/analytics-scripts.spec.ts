import { expect, test, type Page } from "@playwright/test";
import { CheckoutPage } from "./pages/checkout-page";

const TAG_MANAGER = "https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST";

interface TracyWindow {
  tracy?: { projectId: string; events: Array<{ event: string; timestamp: number }> };
  tagManagerStandIn?: boolean;
  dataLayer?: unknown[];
}

/** The tag manager cannot be reached from here: a stand-in answers for it and counts its loads. */
async function standInTagManager(page: Page) {
  const loads: string[] = [];
  await page.route("https://www.googletagmanager.com/**", async (route) => {
    loads.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: "window.tagManagerStandIn = true;" });
  });
  return loads;
}

const tracyEvents = (page: Page) => page.evaluate(() => ((window as TracyWindow).tracy?.events ?? []).map((event) => event.event));
const consentModes = (page: Page) =>
  page.evaluate(() => ((window as TracyWindow).dataLayer ?? []).filter((entry) => Array.isArray(entry) && entry[0] === "consent"));

test.describe("analytics scripts: a US shopper, consent until refused", () => {
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "US" } });

  test("analytics scripts: the tag manager and the tracking script load after the page, the events reach both, and a refusal stops them", async ({
    page,
  }) => {
    const tagManagerLoads = await standInTagManager(page);
    const checkout = new CheckoutPage(page);
    await checkout.open("product=vpn&product_period=1y");

    await expect.poll(() => page.evaluate(() => (window as TracyWindow).tracy?.projectId)).toBe("e2e-checkout");
    await expect.poll(() => page.evaluate(() => (window as TracyWindow).tagManagerStandIn)).toBe(true);
    expect(tagManagerLoads).toEqual([TAG_MANAGER]);
    expect(await consentModes(page)).toEqual([
      ["consent", "default", expect.objectContaining({ analytics_storage: "granted", ad_storage: "granted" })],
    ]);
    // The six sister domains are the tag manager's linker domains (spec section 9).
    const linker = await page.evaluate(() =>
      ((window as TracyWindow).dataLayer ?? []).find((entry) => Array.isArray(entry) && entry[0] === "set" && entry[1] === "linker"),
    );
    expect(linker).toEqual([
      "set",
      "linker",
      {
        domains: ["nordvpn.com", "nordpass.com", "nordlocker.com", "nordprotect.com", "incogni.com", "nordaccount.com"],
        accept_incoming: true,
      },
    ]);
    // Events from before the script arrived are handed over, each with its timestamp.
    await expect.poll(() => tracyEvents(page)).toContain("plans_displayed");

    await checkout.choosePeriod("2y");
    await expect.poll(() => tracyEvents(page)).toContain("plans_selected");

    await page.getByTestId("cookie-preferences-button").click();
    await page.getByTestId("consent-reject-all").click();
    await expect
      .poll(() => consentModes(page))
      .toContainEqual(["consent", "update", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" })]);
    const before = (await tracyEvents(page)).length;
    await checkout.choosePeriod("1m");
    // The tag manager's own list still hears of it (consent mode tells its tags); the service does not.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            ((window as TracyWindow).dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "plans_selected").length,
        ),
      )
      .toBe(2);
    expect((await tracyEvents(page)).length).toBe(before);
  });
});

test.describe("analytics scripts: a German shopper, nothing before a yes", () => {
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "DE" } });

  test("analytics scripts: neither script loads before consent, both load at once after Accept all", async ({ page }) => {
    const tagManagerLoads = await standInTagManager(page);
    const tracyLoads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/tracy/")) tracyLoads.push(request.url());
    });
    await new CheckoutPage(page).open("product=vpn&product_period=1y");
    await page.waitForLoadState("load");
    // The scripts would start in the first idle moment after load (2 s at most).
    await page.waitForTimeout(2_500);
    expect(tagManagerLoads).toEqual([]);
    expect(tracyLoads).toEqual([]);
    expect(await consentModes(page)).toEqual([["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]]);

    await page.getByTestId("cookie-preferences-button").click();
    await page.getByTestId("consent-accept-all").click();
    await expect.poll(() => page.evaluate(() => (window as TracyWindow).tracy?.projectId)).toBe("e2e-checkout");
    expect(tagManagerLoads).toEqual([TAG_MANAGER]);
  });
});

test("analytics scripts: with both services unreachable the checkout works and its events are still recorded", async ({ page }) => {
  await page.route("https://www.googletagmanager.com/**", (route) => route.abort("internetdisconnected"));
  await page.route("**/tracy/tracy.js", (route) => route.abort("connectionrefused"));
  const checkout = new CheckoutPage(page);
  await checkout.open("product=vpn&product_period=1y");
  await page.waitForLoadState("load");
  await checkout.choosePeriod("2y");
  await expect(page.getByTestId("period-2y")).toHaveAttribute("data-selected", "true");
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as TracyWindow).dataLayer ?? []).some((entry) => (entry as { event?: string }).event === "plans_selected"),
      ),
    )
    .toBe(true);
  expect(await page.evaluate(() => (window as TracyWindow).tracy)).toBeUndefined();
});
