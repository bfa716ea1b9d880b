import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";
import { SandboxSignIn } from "./pages/sandbox-sign-in";

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
    // Logged in already: the link's account is only logged in on a yes.
    await page.getByTestId("account-switch-confirm").click();
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
  });
});

test.describe("auth: signing in on the identity provider's page", () => {
  const CHECKOUT = "/payment/?product=vpn";

  async function expectBackLoggedIn(page: Page, email: string) {
    await page.waitForURL((url) => `${url.pathname}${url.search}` === CHECKOUT);
    const account = new AccountArea(page);
    await account.expectLoggedInAs(email);
    await expect(page.getByTestId("email-input")).toHaveValue(email);
    await expect(page.getByTestId("one-click-providers").getByText(/4242/)).toHaveCount(1);
    await expect(account.loginNotice()).toHaveCount(0);
  }

  test("auth: the header's Log in leads to the sign-in page and back to the same step, logged in", async ({ page }) => {
    const leaks = watchForLeaks(page);
    await page.goto(CHECKOUT);
    await new AccountArea(page).loginLink().click();
    const signIn = new SandboxSignIn(page);
    await signIn.expectOpen();
    await signIn.signIn("shopper@example.com", "sandbox");
    await expectBackLoggedIn(page, "shopper@example.com");
    expect(leaks).toEqual([]);
  });

  test("auth: force_login without a user leads to the sign-in page and back, logged in", async ({ page }) => {
    const login = page.waitForRequest((request) => request.url().endsWith("/api/users/auth/login/") && request.method() === "POST");
    await page.goto(`${CHECKOUT}&force_login=1`);
    expect((await login).postDataJSON()).not.toHaveProperty("trusted_pass_token");
    const signIn = new SandboxSignIn(page);
    await signIn.expectOpen();
    await signIn.signIn("shopper@example.com", "sandbox");
    await expectBackLoggedIn(page, "shopper@example.com");
  });

  test("auth: /login/ without a trusted token leads to the sign-in page and back to its target", async ({ page }) => {
    await page.goto(`/login/?login_target=${encodeURIComponent(CHECKOUT)}`);
    const signIn = new SandboxSignIn(page);
    await signIn.expectOpen();
    await signIn.signIn("new@example.com", "sandbox");
    await page.waitForURL((url) => `${url.pathname}${url.search}` === CHECKOUT);
    await new AccountArea(page).expectLoggedInAs("new@example.com");
  });

  test.describe("refused", () => {
    // The sign-in page answers a wrong password with 401, which the browser logs.
    test.use({ expectedConsoleErrors: [/status of 401/] });

    test("auth: a wrong password is refused on the sign-in page, which keeps the e-mail", async ({ page }) => {
      await page.goto(CHECKOUT);
      await new AccountArea(page).loginLink().click();
      const signIn = new SandboxSignIn(page);
      await signIn.expectOpen();
      await signIn.signIn("shopper@example.com", "not-the-password");
      await expect(signIn.error).toContainText("The e-mail or password is not right.");
      expect(new URL(page.url()).pathname).toBe("/idp/signin");
      await expect(signIn.email).toHaveValue("shopper@example.com");
      await expect(signIn.password).toHaveValue("");
      // The right one still works from there.
      await signIn.signIn("shopper@example.com", "sandbox");
      await expectBackLoggedIn(page, "shopper@example.com");
    });
  });

  test("auth: cancelling on the sign-in page returns to the same step as a guest, with no notice", async ({ page, context }) => {
    await page.goto(CHECKOUT);
    const account = new AccountArea(page);
    await account.loginLink().click();
    const signIn = new SandboxSignIn(page);
    await signIn.expectOpen();
    await signIn.cancel();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === CHECKOUT);
    await account.expectAnonymous();
    await expect(page.getByTestId("payment-step")).toBeVisible();
    // A failure's notice shows once the page has hydrated: wait for that first.
    await page.waitForLoadState("networkidle");
    await expect(account.loginNotice()).toHaveCount(0);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toEqual(expect.arrayContaining(["token"]));
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
    await expect(account.loginNotice()).toContainText("We couldn't log you in");
    expect(pathOf(page)).toBe("/payment/?product=vpn");
    await account.expectAnonymous();
    await expect(page.getByTestId("login-spinner")).toHaveCount(0);
    await expect(page.locator("main#main")).not.toBeEmpty();
    expect(reports.join("\n")).toContain("failed-login-attempt");
    await account.loginNotice().getByRole("button", { name: "Continue as guest" }).click();
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
    await new SandboxSignIn(page).expectOpen();
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
  expect(response.status()).toBe(303);
  expect(response.headers()["referrer-policy"]).toBe("no-referrer");
  const location = new URL(response.headers().location ?? "", "http://localhost");
  expect(location.pathname).toContain("/idp/authorize");
  expect(await response.text()).not.toContain("tpt_shopper");
});
