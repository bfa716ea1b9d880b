import puppeteer, { type Browser, type BrowserContext, type Frame, type KeyInput, type Page } from "puppeteer-core";
import { FIREFOX_PATH } from "./binaries";
import { geoHeaders, type EngineDriver } from "./engine";
import type { Key } from "./webdriver-client";

/**
 * Firefox over WebDriver BiDi, through puppeteer-core: Playwright's own Firefox channel does not
 * drive the ESR Debian ships (its new context sends a BiDi command ESR answers "unknown command").
 */
export class FirefoxDriver implements EngineDriver {
  readonly engine = "firefox";

  private constructor(
    private readonly page: Page,
    private readonly context: BrowserContext | null,
    /** Where evaluate, click, fill and select act: the page, or a frame of it. */
    private readonly scope: Page | Frame = page,
  ) {}

  static launch(): Promise<Browser> {
    return puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX_PATH,
      headless: true,
      // No updates, telemetry or remote settings to fetch: the machine's network is closed.
      extraPrefsFirefox: { "app.update.disabledForTesting": true, "network.connectivity-service.enabled": false },
    });
  }

  static async open(browser: Browser): Promise<FirefoxDriver> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    return new FirefoxDriver(page, context);
  }

  async goto(url: string) {
    await this.page.goto(url);
  }
  url = async () => this.page.url();
  async back() {
    await this.page.goBack();
  }
  setViewport = (width: number, height: number) => this.page.setViewport({ width, height });
  evaluate = <T>(expression: string) => this.scope.evaluate(expression) as Promise<T>;
  click = (selector: string) => this.scope.locator(selector).setTimeout(2_000).click();
  fill = (selector: string, text: string) => this.scope.locator(selector).setTimeout(2_000).fill(text);
  async select(selector: string, value: string) {
    await this.scope.select(selector, value);
  }
  press = (key: Key) => this.page.keyboard.press((key === "Space" ? " " : key) as KeyInput);
  screenshot = async () => Buffer.from(await this.page.screenshot({ fullPage: true }));
  async popup(action: () => Promise<void>): Promise<EngineDriver> {
    const opened = new Promise<Page | null>((resolve) => this.page.once("popup", resolve));
    await action();
    const popup = await opened;
    if (!popup) throw new Error("firefox: the popup closed before it could be driven");
    return new FirefoxDriver(popup, null);
  }
  async frame(selector: string): Promise<EngineDriver> {
    const frame = await (await this.scope.$(selector))?.contentFrame();
    if (!frame) throw new Error(`firefox: ${selector} is no frame`);
    return new FirefoxDriver(this.page, null, frame);
  }
  isOpen = async () => !this.page.isClosed();
  setGeo = (country: string, region?: string) => this.page.setExtraHTTPHeaders(geoHeaders(country, region));
  typeKeys = (text: string) => this.page.keyboard.type(text);
  close = async () => {
    await this.context?.close();
  };
}
