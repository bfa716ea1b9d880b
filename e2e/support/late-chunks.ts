import type { Page } from "@playwright/test";

/**
 * Every script chunk the page asks for after its load event arrives 0.7 s late, as on a slow phone
 * network; and a watch on whether the Pay button was ever in the page while the part with
 * `testId`, which must be on screen with it (above it), was not. Call before the page is opened;
 * the answer is read once the page is in.
 */
export async function watchPayBeforeLateChunk(page: Page, testId: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((partId) => {
    const seen = window as Window & { payWithoutPart?: boolean };
    seen.payWithoutPart = false;
    new MutationObserver(() => {
      const pay = document.querySelector('[data-testid="submit-payment-button"]');
      if (pay && !document.querySelector(`[data-testid="${partId}"]`)) seen.payWithoutPart = true;
    }).observe(document, { childList: true, subtree: true });
  }, testId);
  let loaded = false;
  page.on("load", () => (loaded = true));
  await page.route("**/_next/static/chunks/**", async (route) => {
    if (loaded) await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  return () => page.evaluate(() => (window as Window & { payWithoutPart?: boolean }).payWithoutPart === true);
}
