import { reachPaymentForm } from "./engines/checkout";
import { EnginePage, ENGINES, type Box, type EngineDriver, type EngineName } from "./engines/engine";
import { expect, openWindow, startEngine, test } from "./engines/fixtures";

// The payment step laid out by Chromium, Firefox and WebKit side by side: its key parts in the same
// order in each, none of them off the screen or on top of another. One test drives the three
// engines, so the comparison needs no other test's result.

const KEY_PARTS = ["period-1m", "period-1y", "period-2y", "order-summary", "email-input", "card-number-input", "submit-payment-button"];
const ALWAYS_SHOWN = ["period-1m", "period-1y", "period-2y", "email-input", "card-number-input", "submit-payment-button"];

type Layout = Record<string, Box>;

async function layoutOf(page: EnginePage, path: string, width: number): Promise<Layout> {
  await page.setViewport(width, 900);
  await page.goto(path);
  await reachPaymentForm(page, "card-number-input");
  await page.waitAttribute("order-total", "data-loading", "false");
  const layout: Layout = {};
  // A part a width does not show (the phone's summary folds into its bar) has no box.
  for (const part of KEY_PARTS) {
    const box = await page.box(part);
    if (box && box.width * box.height > 0) layout[part] = box;
  }
  return layout;
}

/** The parts from the top of the page down, and from the start of the line in reading order. */
function readingOrder(layout: Layout, rtl: boolean): string[] {
  const rows = (box: Box) => Math.round(box.y / 24);
  return Object.keys(layout).sort((a, b) => {
    const [one, other] = [layout[a]!, layout[b]!];
    return rows(one) - rows(other) || (rtl ? other.x + other.width - (one.x + one.width) : one.x - other.x);
  });
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

for (const { locale, prefix } of [
  { locale: "en", prefix: "" },
  { locale: "ar", prefix: "/ar" },
]) {
  test(`the payment step's parts keep one order in the three engines, on screen and apart (${locale})`, async ({ playwright, baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    // Every engine that did start is stopped again, even when another did not.
    const started = await Promise.allSettled(ENGINES.map((engine) => startEngine(engine, playwright)));
    const hosts = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const drivers = {} as Record<EngineName, EngineDriver>;
    try {
      for (const result of started) if (result.status === "rejected") throw result.reason;
      await Promise.all(hosts.map(async (host) => (drivers[host.engine] = await openWindow(host, origin))));
      for (const width of [375, 1280]) {
        const layouts = {} as Record<EngineName, Layout>;
        for (const engine of ENGINES) {
          layouts[engine] = await layoutOf(
            new EnginePage(drivers[engine], baseURL!),
            // No period in the link: the plan options are open at every width (a chosen plan folds them on a phone).
            `${prefix}/payment/?product=vpn`,
            width,
          );
        }
        for (const engine of ENGINES) {
          const layout = layouts[engine];
          const where = `${engine}, ${locale}, ${width} px`;
          expect(Object.keys(layout), `the plans and the form are there (${where})`).toEqual(expect.arrayContaining(ALWAYS_SHOWN));
          expect(Object.keys(layout).sort(), `the parts Chromium shows (${where})`).toEqual(Object.keys(layouts.chromium).sort());
          for (const [part, box] of Object.entries(layout)) {
            expect(box.x, `${part} starts on the screen (${where})`).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, `${part} ends on the screen (${where})`).toBeLessThanOrEqual(width + 0.5);
          }
          const parts = Object.keys(layout);
          const overlapping = parts.flatMap((a, index) =>
            parts
              .slice(index + 1)
              .filter((b) => overlap(layout[a]!, layout[b]!) > 1)
              .map((b) => `${a} over ${b}`),
          );
          expect(overlapping, `no key part covers another (${where})`).toEqual([]);
          expect(readingOrder(layout, locale === "ar"), `the same order as Chromium's (${where})`).toEqual(
            readingOrder(layouts.chromium, locale === "ar"),
          );
        }
      }
    } finally {
      await Promise.all(Object.values(drivers).map((driver) => driver.close().catch(() => undefined)));
      await Promise.all(hosts.map((host) => host.stop()));
    }
  });
}
