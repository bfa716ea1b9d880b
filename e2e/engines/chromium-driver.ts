import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { EngineDriver } from "./engine";
import type { Key } from "./webdriver-client";

/** Chromium through Playwright, as the rest of the suite drives it. */
export class ChromiumDriver implements EngineDriver {
  readonly engine = "chromium";

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
  ) {}

  static async open(browser: Browser): Promise<ChromiumDriver> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    return new ChromiumDriver(await context.newPage(), context);
  }

  async goto(url: string) {
    await this.page.goto(url);
  }
  url = async () => this.page.url();
  async back() {
    await this.page.goBack();
  }
  setViewport = (width: number, height: number) => this.page.setViewportSize({ width, height });
  evaluate = <T>(expression: string) => this.page.evaluate(expression) as Promise<T>;
  click = (selector: string) => this.page.locator(selector).first().click({ timeout: 2_000 });
  fill = (selector: string, text: string) => this.page.locator(selector).first().fill(text);
  async select(selector: string, value: string) {
    await this.page.locator(selector).first().selectOption(value);
  }
  press = (key: Key) => this.page.keyboard.press(key === "Space" ? " " : key);
  screenshot = () => this.page.screenshot({ fullPage: true });
  async popup(action: () => Promise<void>): Promise<EngineDriver> {
    const opened = this.page.waitForEvent("popup");
    await action();
    return new ChromiumDriver(await opened, this.context);
  }
  isOpen = async () => !this.page.isClosed();
  setCountry = (country: string) => this.context.setExtraHTTPHeaders({ "cf-ipcountry": country });
  close = () => this.context.close();
}
