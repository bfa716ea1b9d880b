import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";
import { PaymentPage } from "./pages/payment-page";
import { SANDBOX_BACKENDS, SANDBOX_URL } from "./support/api";
import { startFaultApp, type FaultApp } from "./support/fault-app";

// One sentinel per sensitive parameter; each contains MARK, which must be found nowhere.
const MARK = "snt7q";
const SENTINELS = {
  trusted_pass_token: `tpt_${MARK}token`,
  exchange_token: `ext_${MARK}exchange`,
  code: `${MARK}code`,
  state: `${MARK}state0123456789`,
  email: `${MARK}@example.com`,
};
const SECRET_QUERY = new URLSearchParams(SENTINELS).toString();
const found = (text: string) => text.toLowerCase().includes(MARK);

/** A token the sandbox's stand-in sister site mints: single use, five minutes. */
async function mintToken(email: string, kind: "trusted" | "exchange"): Promise<string> {
  const response = await fetch(`${SANDBOX_URL}/sandbox/sister-site/tokens/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, kind }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Logged in on the payment step as `email`: the payment form's e-mail is the account's, read-only. */
async function expectPayingAs(page: Page, email: string) {
  await new PaymentPage(page).reach();
  await expect(new AccountArea(page).avatar()).toHaveText(email.charAt(0).toUpperCase());
  await expect(page.getByTestId("email-input")).toHaveValue(email);
  await expect(page.getByTestId("email-input")).toHaveAttribute("readonly", "");
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

test.describe("sensitive parameters never stay", () => {
  // The sentinel token is no valid token: the login fails (reported), and the 404 is a 404.
  test.use({ expectedConsoleErrors: [/failed-login-attempt|status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/no-such-page\//] });
  let app: FaultApp;

  // An app server of its own, on the shared sandbox, so the test can read everything it logs.
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startFaultApp(
      {
        ...SANDBOX_BACKENDS,
      },
      { anyPort: true },
    );
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  const PAGES = [
    { name: "payment", path: "/payment/?product=vpn&utm_source=news", clean: "/payment/?product=vpn&utm_source=news#plans" },
    {
      name: "products (German)",
      path: "/de/products/?product=pass&utm_source=news",
      clean: "/de/products/?product=pass&utm_source=news#plans",
    },
    { name: "success", path: "/success/?utm_source=news", clean: "/success/?utm_source=news#plans" },
    { name: "error", path: "/error/?utm_source=news", clean: "/error/?utm_source=news#plans" },
    { name: "404", path: "/no-such-page/?utm_source=news", clean: "/no-such-page/?utm_source=news#plans" },
  ];

  for (const { name, path, clean } of PAGES) {
    test(`sensitive parameters: a sentinel in each is gone from ${name}'s address, HTML, data, dataLayer, console, server log and requests`, async ({
      page,
    }) => {
      const seen: string[] = [];
      page.on("console", (message) => {
        if (found(message.text())) seen.push(`console: ${message.text()}`);
      });
      let first = true;
      page.on("request", async (request) => {
        // The first request is the address the test typed; every later one must be clean.
        if (first) {
          first = false;
          return;
        }
        const headers = await request.allHeaders().catch(() => request.headers());
        const text = `${request.url()} ${JSON.stringify(headers)} ${request.postData() ?? ""}`;
        if (found(text)) seen.push(`request: ${request.method()} ${text}`);
      });
      const redirects: number[] = [];
      page.on("response", (response) => {
        if (response.status() >= 300 && response.status() < 400) {
          redirects.push(response.status());
          const location = response.headers().location ?? "";
          if (found(location)) seen.push(`Location: ${location}`);
        }
      });

      const response = await page.goto(`${app.url}${path}&${SECRET_QUERY}#plans`);
      await page.waitForLoadState("networkidle");
      const html = (await response?.text()) ?? "";
      const nextData = await page.evaluate(() => document.getElementById("__NEXT_DATA__")?.textContent ?? "");
      const dataLayer = await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? []));

      expect(pathOf(page), "the address keeps its locale, its other parameters and its fragment").toBe(clean);
      expect(redirects[0], "the secrets are answered with a See Other").toBe(303);
      expect(nextData.length, "the page was rendered by the app").toBeGreaterThan(0);
      expect(found(html), "served HTML").toBe(false);
      // The document now, but for the e-mail field, which a link's e-mail is meant to fill.
      const documentNow = await page.evaluate(() => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        copy.querySelector('[data-testid="email-input"]')?.removeAttribute("value");
        return copy.outerHTML;
      });
      expect(found(documentNow), "the document now").toBe(false);
      expect(found(nextData), "__NEXT_DATA__").toBe(false);
      expect(found(dataLayer), "window.dataLayer").toBe(false);
      expect(found(app.output()), "the app server's log").toBe(false);
      expect(seen).toEqual([]);
    });
  }
});

test.describe("sensitive parameters are consumed on the server", () => {
  // A token used a second time fails its login, which is reported.
  test.use({ expectedConsoleErrors: [/failed-login-attempt|status of 401/] });
  test("sensitive parameters: an address without its trailing slash is never redirected with one in its Location", async ({ request }) => {
    for (const path of [
      "/login?trusted_pass_token=tpt_never_in_a_location",
      "/payment?product=vpn&email=never.in.a.location%40example.com",
      "/oauth2/login?code=never_in_a_location&state=never_in_a_location",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).not.toBe(308);
      expect(response.headers().location ?? "", path).not.toMatch(/never/);
    }
    // Without one, the address still gets its slash.
    const plain = await request.get("/payment?product=vpn", { maxRedirects: 0 });
    expect(plain.status()).toBe(308);
    expect(plain.headers().location).toBe("/payment/?product=vpn");
  });

  test("sensitive parameters: a link's e-mail prefills the payment form, never the address or the page's HTML", async ({ page }) => {
    const email = "prefill.shopper@example.com";
    const response = await page.goto(`/payment/?product=vpn&email=${encodeURIComponent(email)}`);
    await page.waitForURL((url) => url.pathname === "/payment/" && url.search === "?product=vpn");
    await new PaymentPage(page).reach();
    await expect(page.getByTestId("email-input")).toHaveValue(email);
    expect(await response?.text()).not.toContain("prefill.shopper");
    // A reload keeps it: the server still has it for the form.
    await page.reload();
    await expect(page.getByTestId("email-input")).toHaveValue(email);
  });

  test("sensitive parameters: an exchange_token logs in once and is gone from the address; a second use fails", async ({
    page,
    browser,
  }) => {
    const token = await mintToken("exchange.shopper@example.com", "exchange");
    await page.goto(`/payment/?product=vpn&exchange_token=${token}`);
    await page.waitForURL((url) => url.pathname === "/payment/" && url.search === "?product=vpn");
    await expectPayingAs(page, "exchange.shopper@example.com");

    const other = await browser.newPage();
    await other.goto(`/payment/?product=vpn&exchange_token=${token}`);
    await other.waitForURL((url) => url.pathname === "/payment/" && url.search === "?product=vpn");
    await expect(new AccountArea(other).loginNotice()).toBeVisible();
    await new AccountArea(other).expectAnonymous();
    await other.close();
  });

  test("sensitive parameters: a trusted token for another account asks before switching, in the page's language", async ({ page }) => {
    await new AccountArea(page).loginWith("tpt_shopper", "/payment/?product=vpn");
    await expectPayingAs(page, "shopper@example.com");

    // "Continue as": the current account stays, the page opens without the token.
    await page.goto(`/de/payment/?product=vpn&trusted_pass_token=${await mintToken("switch.shopper@example.com", "trusted")}`);
    await expect(page.getByTestId("account-switch")).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByTestId("account-switch-current")).toHaveText("Sie sind als \u2068shopper@example.com\u2069 angemeldet.");
    await page.getByTestId("account-switch-continue").click();
    await page.waitForURL((url) => url.pathname === "/de/payment/" && url.search === "?product=vpn");
    await expectPayingAs(page, "shopper@example.com");

    // "Switch account": the link's account is logged in and the shopper lands where the link led.
    await page.goto(`/payment/?product=vpn&coupon=SAVE20&trusted_pass_token=${await mintToken("switch.shopper@example.com", "trusted")}`);
    await page.getByTestId("account-switch-confirm").click();
    await page.waitForURL((url) => url.pathname === "/payment/" && url.search === "?product=vpn&coupon=SAVE20");
    await expectPayingAs(page, "switch.shopper@example.com");
  });
});
