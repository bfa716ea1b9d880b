import type { Key } from "./webdriver-client";

export type EngineName = "chromium" | "firefox" | "webkit";
export const ENGINES: readonly EngineName[] = ["chromium", "firefox", "webkit"];

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One browser window, driven the same way in every engine: Playwright for Chromium, WebDriver BiDi
 * (puppeteer-core) for Firefox, W3C WebDriver for WebKitGTK. Each command is one attempt; waiting is
 * EnginePage's, so every engine waits the same way.
 */
export interface EngineDriver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  back(): Promise<void>;
  /** The CSS size of the page's viewport. */
  setViewport(width: number, height: number): Promise<void>;
  /** The value of a JavaScript expression in the page (JSON-serialisable). */
  evaluate<T>(expression: string): Promise<T>;
  click(selector: string): Promise<void>;
  /** Replaces the field's value by `text`, typed. */
  fill(selector: string, text: string): Promise<void>;
  select(selector: string, value: string): Promise<void>;
  /** A key on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** The whole page, not only what the viewport shows. */
  screenshot(): Promise<Buffer>;
  /** Runs `action`, then answers the window it opened. */
  popup(action: () => Promise<void>): Promise<EngineDriver>;
  /** The document of the iframe `selector` matches, for evaluate, click, fill and select. */
  frame(selector: string): Promise<EngineDriver>;
  /** Whether this window is still open. */
  isOpen(): Promise<boolean>;
  /** Closes the window (with its context, cookies and storage). */
  close(): Promise<void>;
  /** The CDN's country (and region) headers on every request from now on: where the shopper is. */
  setGeo(country: string, region?: string): Promise<void>;
  /** Types `text` into whatever has the focus, key by key. */
  typeKeys(text: string): Promise<void>;
}

/** The CDN's headers for a shopper in `country` (and `region`), as playwright.config.ts names them. */
export function geoHeaders(country: string, region?: string): Record<string, string> {
  return region ? { "cf-ipcountry": country, "cf-region-code": region } : { "cf-ipcountry": country };
}

const POLL_MS = 100;
export const WAIT_MS = 15_000;
/** How long a typed field has to show what was typed before it is typed into again. */
const FILL_SETTLE_MS = 5_000;

const byTestId = (id: string) => `[data-testid="${id}"]`;

/**
 * A CSS selector: a `data-testid` (a word with a dash, as every test id of CONTRACTS but `stepper`
 * and `countdown`) as is, anything else (`h1`, `html`, `[data-testid="stepper"]`) as CSS.
 */
export function selectorOf(target: string): string {
  return /^[\w]+(-[\w]+)+$/.test(target) ? byTestId(target) : target;
}

/** The engine-neutral page a cross-engine flow drives: commands that wait until they can act. */
export class EnginePage {
  constructor(
    readonly driver: EngineDriver,
    readonly baseURL: string,
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  /** Polls `check` until it answers something other than null/false, or fails naming `what`. */
  async waitFor<T>(what: string, check: () => Promise<T | null | false>, timeout = WAIT_MS): Promise<T> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await check();
        if (value !== null && value !== false) return value;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline)
        throw new Error(`${this.engine}: timed out waiting for ${what}${last ? ` (last error: ${String(last)})` : ""}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async goto(path: string): Promise<void> {
    await this.driver.goto(new URL(path, this.baseURL).href);
  }

  url = () => this.driver.url();
  back = () => this.driver.back();
  setViewport = (width: number, height = 900) => this.driver.setViewport(width, height);
  setGeo = (country: string, region?: string) => this.driver.setGeo(country, region);
  typeKeys = (text: string) => this.driver.typeKeys(text);
  press = (key: Key) => this.driver.press(key);
  /**
   * The whole page as a shopper who scrolled through it sees it: lazy parts (payment logos) are
   * drawn once they come near the viewport, so the page is scrolled through first.
   */
  async screenshot(): Promise<Buffer> {
    await this.driver.evaluate(`(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) { scrollTo(0, y); await frame(); }
      scrollTo(0, 0);
      await frame();
      return true;
    })()`);
    return this.driver.screenshot();
  }
  evaluate = <T>(expression: string) => this.driver.evaluate<T>(expression);

  /** What `expression` says about the element `target` matches (`el`), or null when there is none. */
  private about<T>(target: string, expression: string): Promise<T | null> {
    return this.driver.evaluate<T | null>(
      `(() => { const el = document.querySelector(${JSON.stringify(selectorOf(target))}); return el ? (${expression}) : null; })()`,
    );
  }

  visible(target: string): Promise<boolean> {
    return this.about<boolean>(target, "el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'").then(Boolean);
  }

  async text(target: string): Promise<string> {
    return (await this.about<string>(target, "el.textContent")) ?? "";
  }

  async value(target: string): Promise<string> {
    return (await this.about<string>(target, "el.value")) ?? "";
  }

  attribute(target: string, name: string): Promise<string | null> {
    return this.about<string | null>(target, `el.getAttribute(${JSON.stringify(name)})`);
  }

  box(target: string): Promise<Box | null> {
    return this.about<Box>(
      target,
      "(({ x, y, width, height }) => ({ x: x + scrollX, y: y + scrollY, width, height }))(el.getBoundingClientRect())",
    );
  }

  count(target: string): Promise<number> {
    return this.driver.evaluate<number>(`document.querySelectorAll(${JSON.stringify(selectorOf(target))}).length`);
  }

  async waitVisible(target: string, timeout?: number): Promise<void> {
    await this.waitFor(`${target} to be visible`, () => this.visible(target), timeout);
  }

  async waitGone(target: string): Promise<void> {
    await this.waitFor(`${target} to go`, async () => !(await this.visible(target)));
  }

  /** Waits until the element's text matches, and answers it. */
  async waitText(target: string, expected: RegExp | string, timeout?: number): Promise<string> {
    return this.waitFor(
      `${target} to read ${String(expected)}`,
      async () => {
        const text = (await this.text(target)).replace(/\s+/g, " ").trim();
        const matches = typeof expected === "string" ? text.includes(expected) : expected.test(text);
        return matches ? text : null;
      },
      timeout,
    );
  }

  async waitAttribute(target: string, name: string, expected: string): Promise<void> {
    await this.waitFor(`${target}[${name}="${expected}"]`, async () => (await this.attribute(target, name)) === expected);
  }

  async waitUrl(expected: RegExp, timeout?: number): Promise<string> {
    return this.waitFor(
      `the address to match ${String(expected)}`,
      async () => {
        const url = await this.url();
        return expected.test(url) ? url : null;
      },
      timeout,
    );
  }

  /** Clicks once the element is visible and enabled (and retries while something covers it). */
  async click(target: string): Promise<void> {
    const selector = selectorOf(target);
    await this.waitFor(`${target} to be clickable`, async () => {
      const ready = await this.about<boolean>(target, "el.getClientRects().length > 0 && !el.disabled");
      if (!ready) return false;
      await this.driver.click(selector);
      return true;
    });
  }

  /**
   * Clears the field and types `text`, then waits until the field holds it. A driver's keys can
   * land while the page re-renders the field under load (WebKit's, once in a few hundred runs):
   * the field is typed into a second time before the fill fails, naming what it held.
   */
  async fill(target: string, text: string): Promise<void> {
    await this.waitVisible(target);
    // A formatted field ("4242 4242 …", "12 / 30") holds the typed digits with its own separators.
    const digits = (value: string) => value.replace(/\D/g, "");
    const holds = (value: string) => value === text || (digits(text) !== "" && digits(value) === digits(text));
    let held = "";
    for (let attempt = 1; ; attempt += 1) {
      await this.driver.fill(selectorOf(target), text);
      const done = await this.waitFor(
        `${target} to hold "${text}"`,
        async () => holds((held = await this.value(target))),
        attempt === 1 ? FILL_SETTLE_MS : WAIT_MS,
      ).catch(() => false);
      if (done) return;
      if (attempt === 2) throw new Error(`${this.engine}: ${target} holds "${held}" after typing "${text}" twice`);
    }
  }

  async select(target: string, value: string): Promise<void> {
    // A select's long lists arrive after hydration, in slices (src/ui/select.tsx).
    const option = `${selectorOf(target)} option[value="${value}"]`;
    await this.waitFor(`${target} to offer ${value}`, async () => (await this.count(option)) > 0);
    await this.driver.select(selectorOf(target), value);
    await this.waitFor(`${target} to be ${value}`, async () => (await this.value(target)) === value);
  }

  /** The element that has the focus: its test id, else its tag. */
  focused(): Promise<string> {
    return this.driver.evaluate<string>("document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? ''");
  }

  /** Runs `action`, then answers the window it opened. */
  async popup(action: () => Promise<void>): Promise<EnginePage> {
    return new EnginePage(await this.driver.popup(action), this.baseURL);
  }

  isOpen = () => this.driver.isOpen();

  /** The page inside the iframe `target` matches (a provider's widget), once it is there. */
  async frame(target: string): Promise<EnginePage> {
    const driver = await this.waitFor(`the frame ${target}`, () => this.driver.frame(selectorOf(target)));
    return new EnginePage(driver, this.baseURL);
  }
}
