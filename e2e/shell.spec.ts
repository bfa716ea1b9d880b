import { connect, type Socket } from "node:net";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ShellPage } from "./pages/shell-page";

const LOCALE_PREFIXES = ["", "/de", "/ar", "/zh-tw"];
// /login/ starts a login at once (e2e/auth.spec.ts) and /oauth2/login/ without a code goes home.
const SHELL_ROUTES = ["/", "/payment/", "/products/", "/success/", "/pending/", "/processing/", "/error/"];

for (const prefix of LOCALE_PREFIXES) {
  test.describe(`routes under "${prefix || "/"}"`, () => {
    for (const route of SHELL_ROUTES) {
      test(`${prefix}${route} renders the page shell`, async ({ page }) => {
        const shell = new ShellPage(page);
        const response = await shell.goto(`${prefix}${route}`);
        expect(response?.status()).toBe(200);
        await shell.expectShell();
        const locale = prefix.slice(1) || "en";
        // `lang` is BCP 47: a region in capitals (zh-TW), a plain language as it is.
        await expect(page.locator("html")).toHaveAttribute("lang", locale === "zh-tw" ? "zh-TW" : locale);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      });
    }

    test(`${prefix}/legal/… and ${prefix}/dashboard/ redirect to the provider's site`, async ({ request }) => {
      for (const legal of ["cookie-policy/", "terms-of-service/", "terms-of-service/subscription/", "pricing/", "privacy-policy/"]) {
        const response = await request.get(`${prefix}/legal/${legal}`, { maxRedirects: 0 });
        expect(response.status()).toBe(307);
        // The provider's site in the page's language: every prefix here is one nordvpn.com has.
        expect(response.headers().location).toBe(`https://nordvpn.com${prefix}/legal/${legal}`);
      }
      const dashboard = await request.get(`${prefix}/dashboard/?owner_id=42&trusted_pass_token=tpt_x&coupon=SAVE20`, { maxRedirects: 0 });
      expect(dashboard.status()).toBe(307);
      const target = new URL(dashboard.headers().location ?? "");
      expect(target.pathname).toBe("/dashboard/");
      expect(Object.fromEntries(target.searchParams)).toEqual({ owner_id: "42", trusted_pass_token: "tpt_x" });
    });
  });
}

test("legal pages follow the product in context", async ({ request }) => {
  const response = await request.get("/legal/privacy-policy/?product=pass", { maxRedirects: 0 });
  expect(response.headers().location).toBe("https://nordpass.com/legal/privacy-policy/");
});

test("/login and /oauth2/login without a trailing slash reach their routes", async ({ request }) => {
  for (const path of ["/login", "/oauth2/login"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(`${path}/`);
  }
});

test.describe("disabled and unknown locales", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  for (const path of ["/ro/payment/", "/th/", "/xx/payment/", "/payment/nope/"]) {
    test(`${path} is the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Page not found");
      await expect(page.getByText("Oh hey! Looks like you're lost.")).toBeVisible();
      await expect(page.getByText("Error 404")).toBeVisible();
      await expect(page.getByText("Let us show you a secure and private way to wander through the internet.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Let's Go" })).toHaveAttribute("href", "/");
      await expect(page.getByTestId("error-site-link")).toHaveAttribute("href", "https://nordvpn.com/");
    });
  }

  test("the 404 page's Let's Go leads to the product in context", async ({ page }) => {
    await page.goto("/nope/?product=pass");
    await expect(page.getByRole("link", { name: "Let's Go" })).toHaveAttribute("href", "/payment/?product=pass");
    await expect(page.getByTestId("error-site-link")).toHaveAttribute("href", "https://nordpass.com/");
  });

  test("the 404 page records the analytics error", async ({ page }) => {
    await page.goto("/ro/payment/");
    await expect.poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).toContain('"error_message":"Page not found"');
  });
});

test("the language dropdown moves /payment/ to /fr/payment/ and keeps the query", async ({ page, context }) => {
  const shell = new ShellPage(page);
  await shell.goto("/payment/?product=vpn&coupon=SAVE20#plans");
  await shell.chooseLanguage("fr");
  expect(new URL(page.url()).pathname).toBe("/fr/payment/");
  expect(new URL(page.url()).search).toBe("?product=vpn&coupon=SAVE20");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const cookie = (await context.cookies()).find((c) => c.name === "locale");
  expect(cookie?.value).toBe("fr");

  // The choice is remembered: an unprefixed address now opens in French.
  await page.goto("/products/?product=pass");
  expect(new URL(page.url()).pathname).toBe("/fr/products/");
  expect(new URL(page.url()).search).toBe("?product=pass");

  // Choosing English again is remembered too.
  await shell.chooseLanguage("en");
  expect(new URL(page.url()).pathname).toBe("/products/");
  await page.goto("/payment/");
  expect(new URL(page.url()).pathname).toBe("/payment/");
});

test("the locale parameter sets the language", async ({ page, context }) => {
  await page.goto("/payment/?locale=de&product=vpn");
  expect(new URL(page.url()).pathname).toBe("/de/payment/");
  expect(new URL(page.url()).search).toBe("?product=vpn");
  expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe("de");
});

test("an unsupported locale parameter is dropped without a redirect loop", async ({ page }) => {
  const response = await page.goto("/payment/?locale=ro&product=vpn");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/payment/");
  expect(new URL(page.url()).search).toBe("?product=vpn");
});

test("the footer shows this year, its links and the consent widget", async ({ page, context }) => {
  const shell = new ShellPage(page);
  await shell.goto("/payment/");
  await expect(page.getByTestId("footer-copyright")).toContainText(String(new Date().getFullYear()));
  for (const name of ["Terms of Service", "Privacy Policy"]) {
    const link = shell.footer().getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(shell.footer().getByRole("link", { name: "Contact us" })).toHaveAttribute("href", /^mailto:/);
  for (const name of ["Cancellation policy", "Refund policy", "Pricing and billing"]) {
    await expect(shell.footer().getByRole("link", { name })).toBeVisible();
  }

  const dialog = await shell.openCookiePreferences();
  await expect(dialog).toHaveCSS("border-radius", "20px");
  const accept = dialog.getByRole("button", { name: "Accept all" });
  await expect(accept).toHaveCSS("border-radius", "9999px");
  await accept.click();
  await expect(dialog).toBeHidden();
  const consent = (await context.cookies()).find((c) => c.name === "consent");
  expect(JSON.parse(decodeURIComponent(consent?.value ?? "{}"))).toEqual({ analytics: true, marketing: true });
});

test("metadata names the product and points at the canonical address", async ({ page }) => {
  await page.goto("/payment/?product=pass&coupon=X");
  await expect(page).toHaveTitle("Get NordPass | Nord Checkout");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Your easy way to buy NordPass security products.");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/payment\/$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Get NordPass | Nord Checkout");
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");

  // In German: translated, still naming the provider, canonical under the locale prefix.
  await page.goto("/de/payment/?product=pass&coupon=X");
  await expect(page).toHaveTitle(/NordPass.*\| Nord Checkout/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de\/payment\/$/);
});

test("a page's catalogue comes from its own kept address and serves client-side navigations", async ({ page, request }) => {
  // The products step moves to the payment step in the same document (the home's product cards
  // open it as a new one, for its Content-Security-Policy).
  const catalogueAnswer = page.waitForResponse((response) => response.url().includes("/api/messages/de/"));
  const document = await page.goto("/de/products/?product=pass");
  const html = (await document?.text()) ?? "";
  expect(html).not.toContain("E-Mail-Adresse");
  const nextData = JSON.parse((await page.locator("#__NEXT_DATA__").textContent()) ?? "{}");
  expect(nextData.props.pageProps.appProps).not.toHaveProperty("translations");
  const address = (await page.locator('link#__MESSAGES__[rel="preload"][as="fetch"]').getAttribute("href")) ?? "";
  expect(address).toMatch(/^\/api\/messages\/de\/\?v=[\w-]{16}$/);
  // One answer for the page: the preload's, which the app's own request used.
  const answer = await catalogueAnswer;
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await answer.json())["payments.email.label"]).toBe("E-Mail-Adresse");

  // Another build's version is answered with this build's catalogue, not kept; no such language is a 404.
  const otherVersion = await request.get("/api/messages/de/?v=another-build-0");
  expect(otherVersion.headers()["cache-control"]).toBe("no-cache");
  expect((await otherVersion.json())["payments.email.label"]).toBe("E-Mail-Adresse");
  expect((await request.get("/api/messages/xx/?v=1")).status()).toBe(404);

  // The payment page's props come from a data request without the catalogue: still German.
  const dataRequest = page.waitForResponse((response) => response.url().includes("/_next/data/"));
  await page.getByTestId("products-continue").click();
  expect((await (await dataRequest).json()).pageProps.appProps).not.toHaveProperty("translations");
  await page.waitForURL(/\/de\/payment\/\?product=pass/);
  await expect(page.getByText("E-Mail-Adresse", { exact: true })).toBeVisible();
});

test("the home page wears the family's brand, and each product card its own logo", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("header [data-logo]")).toHaveAttribute("data-logo", "default");
  for (const [card, logo] of [
    ["vpn", "vpn"],
    ["pass", "pass"],
    ["locker", "locker"],
    ["incogni", "incogni"],
    ["nordprotect", "protect"],
  ] as const) {
    await expect(page.getByTestId(`product-${card}`).locator("[data-logo]")).toHaveAttribute("data-logo", logo);
  }
});

test.describe("error pages", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("a broken link and the error page wear the product's brand from the address", async ({ page }) => {
    await page.goto("/no-such-step/?product=pass");
    await expect(page.getByTestId("error-404")).toBeVisible();
    await expect(page.locator("header [data-logo]")).toHaveAttribute("data-logo", "pass");
    await expect(page.locator("footer")).toContainText("NordPass");
    await page.goto("/de/no-such-step/?product=incogni");
    await expect(page.locator("header [data-logo]")).toHaveAttribute("data-logo", "incogni");
    await page.goto("/error/?product=locker");
    await expect(page.locator("header [data-logo]")).toHaveAttribute("data-logo", "locker");
    await page.goto("/no-such-step/");
    await expect(page.locator("header [data-logo]")).toHaveAttribute("data-logo", "vpn");
  });
});

test("the header shows the product's logo and the log-in link", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/payment/?product=locker");
  const logo = page.locator("header [data-logo]");
  await expect(logo).toHaveAttribute("data-logo", "locker");
  expect(await logo.boundingBox()).toMatchObject({ width: 195, height: 24 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await logo.boundingBox())?.width).toBe(260);
  await expect(page.getByTestId("login-link")).toHaveText("Log in");
  await expect(page.getByText("Already have NordLocker Account?")).toBeVisible();
});

test("a route change shows the thin progress bar without a spinner", async ({ page }) => {
  await page.goto("/products/?product=pass");
  await page.route("**/_next/data/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.getByTestId("products-continue").click();
  await expect(page.locator("#nprogress .bar")).toBeVisible();
  await expect(page.locator("#nprogress .spinner")).toHaveCount(0);
  await page.waitForURL(/\/payment\/\?product=pass/);
  await expect(page.locator("#nprogress")).toHaveCount(0);
});

/** The addresses of the scripts the page fetches from now on whose code holds `marker`, as they arrive. */
function scriptsWith(page: Page, marker: string): string[] {
  const found: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    if ((await response.text().catch(() => "")).includes(marker)) found.push(response.url());
  });
  return found;
}

test("the progress bar's code comes at the shopper's first tap, not with every page", async ({ page }) => {
  // Its chunk is the one script with the bar's own markup (src/features/layout/progress-bar.ts).
  const barCode = scriptsWith(page, 'role="progressbar" aria-label=');
  await page.goto("/payment/?product=vpn", { waitUntil: "load" });
  // It used to come in the first idle moment after the load event, at most 2 s after it.
  await page.waitForTimeout(3_000);
  expect(barCode).toEqual([]);
  await page.locator("main h1").click();
  await expect.poll(() => barCode.length).toBe(1);
});

test("the payment form's code comes as the shopper heads for it, not with a visit that never moves", async ({ page }) => {
  // Its chunk is the one script that draws the form (src/features/payments/payment-section.tsx).
  const formCode = scriptsWith(page, '"payment-form"');
  await page.goto("/payment/?product=vpn", { waitUntil: "load" });
  // It used to come right after the load event.
  await page.waitForTimeout(3_000);
  expect(formCode).toEqual([]);
  await expect(page.getByTestId("payment-step").getByTestId("loading-placeholder")).toBeVisible();
  await page.mouse.wheel(0, 200);
  await expect(page.getByTestId("payment-form")).toBeVisible();
  expect(formCode).toHaveLength(1);
});

test("the generic error page offers support", async ({ page }) => {
  await page.goto("/error/");
  await expect(page.getByRole("heading", { name: "Oops! Something went wrong" })).toBeVisible();
  await expect(page.getByText("We have encountered an unexpected problem. Try again or contact support.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", /^mailto:/);
});

test("by the load event every script of the page has been asked for and the app's code has run", async ({ page }) => {
  // The loader asks for the first script in the DOMContentLoaded task and for the others in the
  // next one (src/lib/document-scripts): the load event must still wait for all of them.
  await page.addInitScript(() => {
    addEventListener("load", () => {
      const scripts = [...document.querySelectorAll<HTMLScriptElement>("head script[src]")].map((script) => new URL(script.src).pathname);
      Object.assign(window, { atLoad: { scripts, nextStarted: "next" in window } });
    });
  });
  const response = await page.goto("/payment/?product=vpn", { waitUntil: "load" });
  const listed = /\}\)\((\[[^\]]*\])\)<\/script>/.exec(await response!.text())?.[1];
  const named = JSON.parse(listed ?? "[]") as string[];
  expect(named.length).toBeGreaterThan(1);
  const atLoad = await page.evaluate(() => (window as unknown as { atLoad: { scripts: string[]; nextStarted: boolean } }).atLoad);
  expect(atLoad.scripts).toEqual(expect.arrayContaining(named));
  expect(atLoad.nextStarted).toBe(true);
});

test("responses carry the security headers", async ({ request }) => {
  const response = await request.get("/payment/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
});

/** Sends `GET path` on an open socket and answers the response's head (status line and headers). */
function askOn(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    const onData = (chunk: Buffer) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (end >= 0 && length !== undefined && received.length >= end + 4 + Number(length)) {
        socket.off("data", onData);
        resolve(received.slice(0, end));
      }
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.once("close", () => reject(new Error(`the server closed the connection before answering ${path}`)));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  });
}

// A client that reuses an idle connection just as the server closes it gets ECONNRESET, so the
// server keeps idle connections longer than any client or balancer in front of it (65 s, not
// Node's 5 s): a second request after 7 s idle goes through on the same connection.
test("an idle keep-alive connection stays open longer than a balancer's idle timeout", async ({ baseURL }) => {
  test.slow();
  const url = new URL(baseURL!);
  const socket = connect(Number(url.port), url.hostname);
  try {
    const first = await askOn(socket, "/api/health/");
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toMatch(/^keep-alive: timeout=65$/im);
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await askOn(socket, "/api/health/")).toMatch(/^HTTP\/1\.1 200/);
  } finally {
    socket.destroy();
  }
});

test("each product's pages are drawn in its accent, from the first paint and after a change of product", async ({ page, browser }) => {
  const accentOfStep = () =>
    page.getByTestId("stepper").evaluate((list) => getComputedStyle(list.querySelector("li") ?? list).borderBottomColor);
  // Without JavaScript the page is the server's HTML alone: the accent is already there.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const serverPage = await noScript.newPage();
  await serverPage.goto("/payment/?product=pass");
  expect(await serverPage.locator("html").evaluate((html) => getComputedStyle(html).getPropertyValue("--accent").trim())).toBe("#087f5d");
  await noScript.close();

  await page.goto("/payment/?product=pass");
  await expect.poll(accentOfStep).toBe("rgb(8, 127, 93)");
  // A change of product inside the app (a client-side route change) repaints in the new accent.
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }).next.router.push("/payment/?product=vpn"),
  );
  await expect.poll(accentOfStep).toBe("rgb(62, 95, 255)");
});

test("a page's style sheet holds only the rules of what it renders, whatever pages the server rendered before", async ({ request }) => {
  // Other pages first, so that a style sheet shared between renders would carry their rules.
  for (const path of [
    "/",
    "/products/",
    "/success/",
    "/pending/",
    "/error/",
    "/de/payment/?product=nordpass",
    "/fr/payment/?product=bundle",
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  // An address of its own, so the page is rendered now and not served from the render cache.
  const response = await request.get(`/payment/?product=vpn&style_check=${Date.now()}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The payment step itself, not an error page that happens to carry styles too.
  expect(html).toContain('data-testid="payment-step"');
  const css = /<style data-styled[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  // styled-components marks each component's rule sets with the class names they style:
  // data-styled.g1[id="nord__sc-1ac96553-0"]{content:"MUNGy,"}
  const marks = [...css.matchAll(/\[id="([^"]+)"\]\{content:"([^"]*)"\}/g)];
  expect(marks.length).toBeGreaterThan(20);
  const body = html.slice(html.indexOf("<body"));
  const classes = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(" ")));
  const strays: string[] = [];
  for (const [, id, names] of marks) {
    for (const name of names!.split(",").filter(Boolean)) {
      // Keyframes have no element: the page's own rules name them.
      const used = id!.startsWith("sc-keyframes-") ? css.includes(`animation:${name} `) : classes.has(name);
      if (!used) strays.push(`${id} ${name}`);
    }
  }
  expect(strays).toEqual([]);
});

test("every text on the payment step is in one of the design's weights, bold text inside bold included", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/payment/?product=vpn");
  await expect(page.getByTestId("order-summary")).toBeVisible();
  const weights = await page.evaluate(() => {
    const found: Record<string, string> = {};
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.closest("script, style") || element.getClientRects().length === 0) continue;
      found[getComputedStyle(element).fontWeight] ??= node.textContent.trim();
    }
    return found;
  });
  // theme.font.weight: regular, medium, bold. The browser's `bolder` made a <strong> in a bold
  // row (the order summary's total) 900, a face the design does not have.
  for (const [weight, text] of Object.entries(weights)) expect(["400", "500", "700"], `"${text}" at ${weight}`).toContain(weight);
  expect(Object.keys(weights)).toContain("700");
});
