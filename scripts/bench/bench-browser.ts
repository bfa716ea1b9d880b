import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";
import { onShutdown } from "../process/child-process";

/**
 * Runs `run` with a fresh Debian Chromium and closes it afterwards. The bench's own stop handling
 * (Ctrl-C, a failed step) closes it too, after the servers it was using, so Playwright is told
 * to leave the signals alone.
 */
export async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const unregister = onShutdown(() => browser.close());
  try {
    return await run(browser);
  } finally {
    unregister();
    await browser.close();
  }
}
