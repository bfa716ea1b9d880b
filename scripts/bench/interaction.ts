/**
 * How long the page takes to answer a shopper: a scripted session on /payment/ (period, plan,
 * add-on, coupon, state, card number, Pay) in Chromium with its CPU four times slower, as
 * Lighthouse's mobile run slows it. Each input is the browser's own (a trusted click or key), so
 * the browser's Event Timing API measures it as it measures a real shopper's: from the input to
 * the next frame painted after its handlers ran, the figure INP is made of. The longest
 * interaction of a session is its figure; the bench takes the median of three sessions, each in
 * a fresh browser.
 */
import type { Page } from "playwright-core";
import { withBrowser } from "./bench-browser";
import { median } from "./median";

export const INTERACTION_RUNS = 3;
/** Lighthouse mobile's CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** Event Timing's smallest threshold: shorter interactions are not reported (and count as 0). */
const DURATION_THRESHOLD_MS = 16;
const STEP_TIMEOUT_MS = 30_000;

export interface Interaction {
  /** The step of the session it belongs to. */
  step: string;
  /** The event type and its target's test id, as Event Timing reported the longest of its events. */
  event: string;
  ms: number;
}

export interface InteractionSession {
  longestMs: number;
  interactions: Interaction[];
}

export interface InteractionResult {
  url: string;
  /** The median of the sessions' longest interactions. */
  longestMs: number;
  sessions: InteractionSession[];
}

/** Records every interaction Event Timing reports, by interaction id, with the step it began in. */
const OBSERVER_SOURCE = `(() => {
  const seen = (window.__interactions = []);
  const steps = (window.__steps = []);
  const stepAt = (time) => steps.filter((step) => step.at <= time).pop()?.name ?? "load";
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const target = entry.target && (entry.target.closest("[data-testid]") || entry.target);
      const name = entry.name + " " + (target && target.getAttribute ? target.getAttribute("data-testid") || target.tagName : "?");
      seen.push({ id: entry.interactionId, step: stepAt(entry.startTime), event: name, ms: entry.duration });
    }
  }).observe({ type: "event", buffered: true, durationThreshold: ${DURATION_THRESHOLD_MS} });
})();`;

const byTestId = (id: string) => `[data-testid="${id}"]`;

/**
 * A shopper brings a field into view and taps it before typing. Scrolled only as far as needed
 * (Playwright's own click), the field sat at the window's bottom edge once the add-on made the
 * page longer, and there the desktop Chromium painted nothing until the typing stopped: every key
 * of the card number "took" up to 1.9 s, though the page's main thread was idle, and none did with
 * the field in mid-window or in Chromium's headless shell.
 */
async function tapField(page: Page, testId: string) {
  const field = page.locator(byTestId(testId));
  await field.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await field.click();
}

/** The page has answered the last input: the plans and the total are no longer loading. */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="payment-step"]')?.getAttribute("aria-busy") === "false" &&
      document.querySelector('[data-testid="order-total"]')?.getAttribute("data-loading") === "false",
    undefined,
    { timeout: STEP_TIMEOUT_MS },
  );
}

async function step(page: Page, name: string, act: () => Promise<void>) {
  await page.evaluate((value) => (window as unknown as { __steps: object[] }).__steps.push({ name: value, at: performance.now() }), name);
  await act();
  await settled(page);
}

/**
 * The session's interactions from Event Timing's entries: an interaction is several events
 * (pointerdown, pointerup, click) under one interaction id, and lasts as long as the longest.
 * What happened while the page loaded is not the shopper's doing.
 */
export function sessionOf(entries: ReadonlyArray<Interaction & { id: number }>): InteractionSession {
  const byId = new Map<number, Interaction>();
  for (const { id, ...entry } of entries) {
    const known = byId.get(id);
    if (!known || entry.ms > known.ms) byId.set(id, entry);
  }
  const interactions = [...byId.values()].filter((entry) => entry.step !== "load");
  return { longestMs: Math.max(0, ...interactions.map((entry) => entry.ms)), interactions };
}

async function session(origin: string): Promise<InteractionSession> {
  return withBrowser(async (browser) => {
    // A shopper in California: the ZIP code typed sets the state, and its tax follows.
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { "cf-ipcountry": "US" },
    });
    await context.addInitScript(OBSERVER_SOURCE);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.goto("/payment/?product=vpn&product_period=1y", { waitUntil: "load" });
    // The payment form's code loads as the shopper heads for it: scrolled to, as they would, and
    // back to the plans where the session starts.
    await page.evaluate(() => document.querySelector('[data-testid="payment-step"] [data-testid="loading-placeholder"]')?.scrollIntoView());
    await page.locator(byTestId("card-number-input")).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    await step(page, "period", async () => {
      await page.locator(byTestId("period-2y")).click();
      await page.waitForURL(/product_period=2y/);
    });
    await step(page, "plan", async () => {
      await page.locator(byTestId("plan-vpn-plus-2y")).click();
      await page.locator(`${byTestId("plan-vpn-plus-2y")}[data-selected="true"]`).waitFor();
    });
    await step(page, "add-on", async () => {
      await page.locator(byTestId("cross-sell-locker-xs-2y")).click();
      await page.waitForURL(/locker-xs-2y/);
    });
    await step(page, "coupon", async () => {
      const show = page.locator(byTestId("coupon-show-form-button"));
      if (await show.isVisible()) await show.click();
      await page.locator(byTestId("coupon-input")).pressSequentially("SAVE20");
      await page.locator(byTestId("coupon-apply-button")).click();
      await page.waitForURL(/coupon=SAVE20/i);
    });
    await step(page, "card number", async () => {
      // Whole, the number moves the focus on to the expiry.
      await tapField(page, "card-number-input");
      await page.locator(byTestId("card-number-input")).pressSequentially("4111111111111111");
    });
    await step(page, "zip code", async () => {
      // Keys typed into the field, as a shopper types: trusted inputs (fill would set the value
      // from script, which no browser measures). The fifth digit sets the state.
      await tapField(page, "zip-code-input");
      await page.locator(byTestId("zip-code-input")).pressSequentially("94105");
      await page.waitForFunction(
        (selector) => (document.querySelector(selector) as HTMLSelectElement | null)?.value === "US-CA",
        byTestId("state-select"),
      );
    });
    await step(page, "pay", async () => {
      // Nothing else is filled in: Pay shows what is missing, the answer a shopper waits for.
      await page.locator(byTestId("submit-payment-button")).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    });
    // The last interaction's entry arrives with the frame after it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
    const entries = await page.evaluate(
      () => (window as unknown as { __interactions: Array<Interaction & { id: number }> }).__interactions,
    );
    return sessionOf(entries);
  });
}

export async function measureInteractions(origin: string): Promise<InteractionResult> {
  const sessions: InteractionSession[] = [];
  for (let run = 0; run < INTERACTION_RUNS; run += 1) sessions.push(await session(origin));
  return { url: `${origin}/payment/?product=vpn&product_period=1y`, longestMs: median(sessions.map((run) => run.longestMs)), sessions };
}
