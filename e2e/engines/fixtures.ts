import { existsSync } from "node:fs";
import { test as base, expect, type Browser, type PlaywrightWorkerArgs } from "@playwright/test";
import type { Browser as PuppeteerBrowser } from "puppeteer-core";
import { installCommand } from "../../scripts/system-packages";
import { CHROMIUM_ARGS, CHROMIUM_TEST_PATH } from "../chromium";
import { FIREFOX_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from "./binaries";
import { ChromiumDriver } from "./chromium-driver";
import { EnginePage, type EngineDriver, type EngineName } from "./engine";
import { FirefoxDriver } from "./firefox-driver";
import { WebKitHost } from "./webkit-driver";

/**
 * The cross-engine suite (e2e/engines/*.spec.ts) runs in the three Playwright projects `chromium`,
 * `firefox` and `webkit` (playwright.config.ts). A test asks for `shopper`, one fresh browser
 * window of its project's engine (new cookies, storage and history), 1280 × 900 px and in the US
 * until it says otherwise, and drives it through EnginePage, the same in every engine.
 */

type EngineHost =
  { engine: "chromium"; browser: Browser } | { engine: "firefox"; browser: PuppeteerBrowser } | { engine: "webkit"; host: WebKitHost };

interface WorkerFixtures {
  engineName: EngineName;
  engineHost: EngineHost;
}

interface TestFixtures {
  shopper: EnginePage;
}

/** Debian's packages each engine needs, and where each puts its program. */
const ENGINE_PACKAGES: Record<EngineName, [name: string, path: string][]> = {
  chromium: [["chromium-headless-shell", CHROMIUM_TEST_PATH]],
  firefox: [["firefox-esr", FIREFOX_PATH]],
  webkit: [
    ["webkit2gtk-driver", WEBKIT_DRIVER_PATH],
    ["xvfb", XVFB_PATH],
  ],
};

/** Stops a run whose engine is not installed with the one command that installs it (npm test installs it itself). */
function requireEngine(engine: EngineName) {
  const missing = ENGINE_PACKAGES[engine].filter(([, path]) => !existsSync(path)).map(([name]) => name);
  if (missing.length > 0) throw new Error(`${engine} is not installed on this machine. Install it with:\n\n  ${installCommand(missing)}\n`);
}

/** The engine's browser (or WebKit's display and driver) for a worker, and how to stop it. */
export async function startEngine(
  engine: EngineName,
  playwright: PlaywrightWorkerArgs["playwright"],
): Promise<EngineHost & { stop(): Promise<void> }> {
  requireEngine(engine);
  if (engine === "chromium") {
    const browser = await playwright.chromium.launch({ executablePath: CHROMIUM_TEST_PATH, args: CHROMIUM_ARGS });
    return { engine, browser, stop: () => browser.close() };
  }
  if (engine === "firefox") {
    const browser = await FirefoxDriver.launch();
    return { engine, browser, stop: () => browser.close() };
  }
  const host = await WebKitHost.start();
  return { engine, host, stop: () => host.stop() };
}

/** A fresh window (new cookies, storage and history) of a started engine, 1280 × 900 px. */
export async function openWindow(host: EngineHost, appOrigin: string): Promise<EngineDriver> {
  if (host.engine === "chromium") return ChromiumDriver.open(host.browser, appOrigin);
  if (host.engine === "firefox") return FirefoxDriver.open(host.browser);
  return host.host.open();
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineName: ["chromium", { option: true, scope: "worker" }],
  engineHost: [
    async ({ engineName, playwright }, provide) => {
      const host = await startEngine(engineName, playwright);
      await provide(host);
      await host.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  shopper: async ({ engineHost, baseURL }, provide, testInfo) => {
    const driver = await openWindow(engineHost, new URL(baseURL!).origin);
    const page = new EnginePage(driver, baseURL!);
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      const picture = await driver.screenshot().catch(() => null);
      if (picture) await testInfo.attach(`failure (${driver.engine})`, { body: picture, contentType: "image/png" });
    }
    await driver.close().catch(() => undefined);
  },
});

export { expect };
