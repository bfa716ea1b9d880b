import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";

const SECRET_IN_URL = /trusted_pass_token|[?&](code|state)=/;

/** Every request after the first document: none may carry a secret in its Referer or address. */
function watchForLeaks(page: Page): string[] {
  const leaks: string[] = [];
  let first = true;
  page.on("request", (request: Request) => {
    const referer = request.headers().referer ?? "";
    if (SECRET_IN_URL.test(referer)) leaks.push(`Referer of ${request.url()}: ${referer}`);
    if (!first && request.url().includes("tpt_")) leaks.push(`address: ${request.url()}`);
    first = false;
  });
  return leaks;
}

// Login does not depend on the page; where the acceptance criteria name no page, the products
// step is used, so these tests follow only the account area.
const PAGE = "/products/?product=vpn";

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test.describe("auth: trusted-token login", () => {
  for (const [token, email, savedCard] of [
    ["tpt_shopper", "shopper@example.com", true],
    ["tpt_new", "new@example.com", false],
  ] as const) {
    test(`auth: ${token} arriving on the payment page ends logged in on the same page`, async ({ page }) => {
      const leaks = watchForLeaks(page);
      const account = new AccountArea(page);
      await page.goto(`/payment/?product=vpn&trusted_pass_token=${token}`);
      await page.waitForURL((url) => url.pathname === "/payment/" && url.search === "?product=vpn");
      await account.expectLoggedInAs(email);
      expect(pathOf(page)).toBe("/payment/?product=vpn");
      // The payment step knows the shopper: their e-mail, and their saved card when they have one.
      await expect(page.getByTestId("email-input")).toHaveValue(email);
      const oneClick = page.getByTestId("one-click-providers").getByText(/4242/);
      await expect(oneClick).toHaveCount(savedCard ? 1 : 0);
      expect(leaks).toEqual([]);
    });
  }

  test("auth: the token cookie is HttpOnly and SameSite=Lax, and the login cookies are gone", async ({ page, context }) => {
    await new AccountArea(page).loginWith("tpt_new", PAGE);
    const cookies = await context.cookies();
    const token = cookies.find((cookie) => cookie.name === "token");
    expect(token).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
    expect(token?.expires).toBeGreaterThan(Date.now() / 1000 + 3600);
    expect(cookies.map((cookie) => cookie.name)).not.toEqual(expect.arrayContaining(["login_verifier"]));
    expect(await page.evaluate(() => document.cookie)).not.toContain("token=");
  });

  test("auth: right-to-left, the shopper comes back to the Arabic page", async ({ page }) => {
    await page.goto("/ar/products/?product=pass&trusted_pass_token=tpt_shopper");
    await page.waitForURL((url) => url.pathname === "/ar/products/" && url.search === "?product=pass");
    await new AccountArea(page).expectLoggedInAs("shopper@example.com");
  });

  test("auth: login_target is followed only when it is on an allowed origin", async ({ page }) => {
    const account = new AccountArea(page);
    await account.loginWith("tpt_new", "/products/");
    await account.expectLoggedInAs("new@example.com");
    await page.goto(`/login/?trusted_pass_token=tpt_new&login_target=${encodeURIComponent("https://evil.example/")}`);
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
  });
});

test.describe("auth: failures", () => {
  // The report of the failure, and the browser's own line about the refused call.
  test.use({ expectedConsoleErrors: [/failed-login-attempt|status of 40[01]/] });

  test("auth: a bad trusted token shows the notice and the shopper goes on as a guest", async ({ page }) => {
    const account = new AccountArea(page);
    const reports: string[] = [];
    page.on("console", (message) => reports.push(message.text()));
    await page.goto("/payment/?product=vpn&trusted_pass_token=tpt_nobody");
    await expect(account.loginNotice()).toContainText("We have encountered an unexpected problem.");
    expect(pathOf(page)).toBe("/payment/?product=vpn");
    await account.expectAnonymous();
    await expect(page.getByTestId("login-spinner")).toHaveCount(0);
    await expect(page.locator("main#main")).not.toBeEmpty();
    expect(reports.join("\n")).toContain("failed-login-attempt");
    await account.loginNotice().getByRole("button", { name: "Dismiss" }).click();
    await expect(account.loginNotice()).toHaveCount(0);
  });

  test("auth: a forged state is refused and no session is made", async ({ page, context }) => {
    const account = new AccountArea(page);
    await page.goto(PAGE);
    // A real login attempt of this browser, whose answer is then tampered with.
    const started = await page.request.post("/api/users/auth/login/", {
      data: { trusted_pass_token: "tpt_shopper", language: "en", return_to: PAGE },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(started.status()).toBe(200);
    const { redirect_uri: redirectUri } = (await started.json()) as { redirect_uri: string };
    const authorize = await page.request.get(redirectUri, { maxRedirects: 0 });
    const code = new URL(authorize.headers().location ?? "").searchParams.get("code");
    await page.goto(`/oauth2/login/?code=${code}&state=forged-state-forged-state`);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === PAGE);
    await expect(account.loginNotice()).toBeVisible();
    await account.expectAnonymous();
    expect((await context.cookies()).find((cookie) => cookie.name === "token")).toBeUndefined();
  });

  test("auth: force_login without a user starts a login (the sandbox needs a trusted token)", async ({ page }) => {
    const account = new AccountArea(page);
    const login = page.waitForRequest((request) => request.url().endsWith("/api/users/auth/login/") && request.method() === "POST");
    await page.goto(`${PAGE}&force_login=1`);
    expect((await login).postDataJSON()).not.toHaveProperty("trusted_pass_token");
    // The sandbox has no sign-in page of its own, so the attempt ends in the failure path.
    await expect(account.loginNotice()).toBeVisible();
    expect(pathOf(page)).toBe(PAGE);
    await account.expectAnonymous();
  });

  test("auth: /login/ starts a login on the server; without a trusted token the sandbox refuses it", async ({ page }) => {
    const account = new AccountArea(page);
    await page.goto("/de/login/");
    await page.waitForURL((url) => url.pathname === "/de/");
    await expect(account.loginNotice()).toBeVisible();
    await account.expectAnonymous();
  });

  test("auth: the header's Log in reads Logging in, disabled, while it runs", async ({ page }) => {
    const account = new AccountArea(page);
    await page.goto(PAGE);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/users/auth/login/", async (route) => {
      await held;
      await route.continue();
    });
    await account.loginLink().click();
    await expect(account.loginLink()).toHaveText("Logging in...");
    await expect(account.loginLink()).toHaveAttribute("aria-disabled", "true");
    release();
    await expect(account.loginNotice()).toBeVisible();
    await expect(account.loginLink()).toHaveText("Log in");
  });
});

test.describe("auth: logged in", () => {
  test.beforeEach(async ({ page }) => {
    await new AccountArea(page).loginWith("tpt_shopper", `${PAGE}&coupon=SAVE20`);
  });

  test("auth: force_login with a user is dropped from the address", async ({ page }) => {
    await page.goto(`${PAGE}&force_login=1`);
    await page.waitForURL((url) => url.search === "?product=vpn");
    await new AccountArea(page).expectLoggedInAs("shopper@example.com");
  });

  test("auth: the account menu works from the keyboard", async ({ page }) => {
    const account = new AccountArea(page);
    await account.avatar().focus();
    await page.keyboard.press("Enter");
    await expect(account.menu()).toBeVisible();
    await expect(account.menu().getByTestId("account-dashboard-link")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(account.menu().getByTestId("logout-button")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(account.menu().getByTestId("account-dashboard-link")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(account.menu()).toBeHidden();
    await expect(account.avatar()).toBeFocused();
  });

  test("auth: logout leaves the shopper anonymous on the same page", async ({ page, context }) => {
    const account = new AccountArea(page);
    await account.logout();
    await account.expectAnonymous();
    expect(pathOf(page)).toBe(`${PAGE}&coupon=SAVE20`);
    expect((await context.cookies()).find((cookie) => cookie.name === "token")).toBeUndefined();
  });

  test("auth: the account entry hands over to the dashboard with owner_id and trusted_pass_token", async ({ page }) => {
    await new AccountArea(page).openDashboard();
    // The stand-in dashboard lives on the sandbox, which says what arrived.
    await expect(page.getByTestId("dashboard-owner-id")).toHaveText("received (own_shopper)");
    await expect(page.getByTestId("dashboard-trusted-token")).toHaveText("received, valid");
  });
});

test("auth: a page reached with a trusted token is never rendered; the login starts on the server", async ({ request }) => {
  const response = await request.get("/de/payment/?product=vpn&owner_id=own_shopper&trusted_pass_token=tpt_shopper", {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  expect(response.headers()["referrer-policy"]).toBe("no-referrer");
  const location = new URL(response.headers().location ?? "", "http://localhost");
  expect(location.pathname).toContain("/idp/authorize");
  expect(await response.text()).not.toContain("tpt_shopper");
});
