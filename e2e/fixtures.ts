import { test as base, expect } from "@playwright/test";
import { CardLeakGuard } from "./support/card-leak-guard";
import { sendCdnHeadersToApp } from "./support/cdn-headers";

interface Fixtures {
  /** Console messages and uncaught page errors the test expects (a 404 document logs one); anything else fails the test. */
  expectedConsoleErrors: RegExp[];
  /** The CDN's headers a test sets (`extraHTTPHeaders: { "cf-ipcountry": "US" }`) reach the app only (e2e/support/cdn-headers.ts). */
  headersOnlyToApp: void;
  consoleErrors: string[];
  /**
   * Watches every page of the test's context for card data reaching the app, the console or the
   * dataLayer, and fails the test if a card the browser sent to the gateway shows up there. A test
   * may also ask it about other secrets (a card password) with `leaks()`.
   */
  cardLeakGuard: CardLeakGuard;
}

/**
 * Next.js prefetches route chunks in idle time; one still in flight when a payment leaves for
 * the sandbox's gateway page is refused by that page's `default-src 'none'` and logged there.
 * It is the gateway's page refusing our own static file, not an error of ours (the app's own
 * policy is never `default-src 'none'`).
 */
const PREFETCH_BLOCKED_BY_GATEWAY =
  /^Connecting to '[^']*\/_next\/static\/[^']+' violates the following Content Security Policy directive: "default-src 'none'"/;

/**
 * Asking whether the browser can pay with Google Pay (the express button) makes Chromium fetch
 * Google Pay's payment method manifest; this machine has no internet, so the browser says it
 * could not, and answers "no Google Pay", as a browser without it does. The message names the
 * network error, or nothing when the page moved on before the download failed.
 */
const GOOGLE_PAY_MANIFEST_OFFLINE = /^Unable to download payment manifest "https:\/\/google\.com\/pay"\.( ERR_| \()/;

/**
 * The tag manager's script (GTM_ID is set for the suite, as in production) cannot load: this
 * machine has no internet, and the suite's container id exists nowhere. The page goes on without
 * it, as a shopper's does whose blocker refuses it; e2e/analytics-scripts.spec.ts serves a stand-in
 * where the script's arrival matters. (Answering it with a route in every test would send every
 * request of the suite through Playwright's interception, which costs about a sixth of its time.)
 */
const TAG_MANAGER_UNREACHABLE = /^Failed to load resource: .* \(https:\/\/www\.googletagmanager\.com\//;

export const test = base.extend<Fixtures>({
  headersOnlyToApp: [
    async ({ context, extraHTTPHeaders, baseURL }, use) => {
      if (extraHTTPHeaders && Object.keys(extraHTTPHeaders).length > 0) {
        await context.setExtraHTTPHeaders({});
        await sendCdnHeadersToApp(context, new URL(baseURL!).origin, () => extraHTTPHeaders);
      }
      await use();
    },
    { auto: true },
  ],
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = `${message.text()} (${message.location().url})`;
        if ([PREFETCH_BLOCKED_BY_GATEWAY, GOOGLE_PAY_MANIFEST_OFFLINE, TAG_MANAGER_UNREACHABLE].some((known) => known.test(text))) return;
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => {
        if (!expectedConsoleErrors.some((pattern) => pattern.test(error.message))) errors.push(error.message);
      });
      await use(errors);
      expect(errors, "the browser console has no errors").toEqual([]);
    },
    { auto: true },
  ],
  // Automatic: a leak is the app's fault whichever test types the card, so every test that pays
  // by card is checked without having to remember to ask. A test that sends no card pays nothing.
  cardLeakGuard: [
    async ({ context, page, baseURL }, use) => {
      void page; // depended on so the guard reads the dataLayer before the page closes
      const guard = new CardLeakGuard(context, new URL(baseURL!).origin);
      await use(guard);
      const cards = guard.cardsSent();
      if (cards.length > 0)
        expect(await guard.leaks(cards), "card data sent to the gateway reached the app, the console or the dataLayer").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
