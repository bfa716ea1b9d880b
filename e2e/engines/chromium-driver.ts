import type { Browser, BrowserContext, Frame, Page } from "@playwright/test";
import { sendCdnHeadersToApp } from "../support/cdn-headers";
import { geoHeaders, type EngineDriver } from "./engine";
import type { Key } from "./webdriver-client";

/** Chromium through Playwright, as the rest of the suite drives it. */
export class ChromiumDriver implements EngineDriver {
  readonly engine = "chromium";

  private geo: Record<string, string> = {};

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    /** Where evaluate, click, fill and select act: the page, or a frame of it. */
    private readonly scope: Page | Frame = page,
  ) {}

  /** A new context; the CDN's headers (setGeo) go only to `appOrigin`, as the CDN in front of the app adds them. */
  static async open(browser: Browser, appOrigin: string): Promise<ChromiumDriver> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const driver = new ChromiumDriver(await context.newPage(), context);
    await sendCdnHeadersToApp(context, appOrigin, () => driver.geo);
    return driver;
  }

  async goto(url: string) {
    await this.page.goto(url);
  }
  url = async () => this.page.url();
  async back() {
    await this.page.goBack();
  }
  setViewport = (width: number, height: number) => this.page.setViewportSize({ width, height });
  evaluate = <T>(expression: string) => this.scope.evaluate(expression) as Promise<T>;
  click = (selector: string) => this.scope.locator(selector).first().click({ timeout: 2_000 });
  fill = (selector: string, text: string) => this.scope.locator(selector).first().fill(text);
  async select(selector: string, value: string) {
    await this.scope.locator(selector).first().selectOption(value);
  }
  press = (key: Key) => this.page.keyboard.press(key === "Space" ? " " : key);
  screenshot = () => this.page.screenshot({ fullPage: true });
  async popup(action: () => Promise<void>): Promise<EngineDriver> {
    const opened = this.page.waitForEvent("popup");
    await action();
    return new ChromiumDriver(await opened, this.context);
  }
  async frame(selector: string): Promise<EngineDriver> {
    const frame = await (await this.scope.locator(selector).first().elementHandle({ timeout: 2_000 }))?.contentFrame();
    if (!frame) throw new Error(`chromium: ${selector} is no frame`);
    return new ChromiumDriver(this.page, this.context, frame);
  }
  isOpen = async () => !this.page.isClosed();
  setGeo = async (country: string, region?: string) => {
    this.geo = geoHeaders(country, region);
  };
  typeKeys = (text: string) => this.page.keyboard.type(text);
  close = () => this.context.close();
}
