/**
 * The few W3C WebDriver (classic) commands the WebKit engine needs, over HTTP and JSON. WebdriverIO
 * would do the same, but its install pulls geckodriver and edgedriver packages that download a
 * driver at install time, which this machine's closed network refuses; these commands are the
 * protocol itself (https://w3c.github.io/webdriver/).
 */

const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

/** WebDriver's codes for the keys a flow presses (the W3C recommendation's table of keys). */
export const KEYS = { Tab: "\uE004", Enter: "\uE007", Space: " ", Escape: "\uE00C", Backspace: "\uE003" } as const;
export type Key = keyof typeof KEYS;

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /**
   * A new session of the driver at `driverUrl`: for WebKitWebDriver, a new MiniBrowser. A browser
   * that never connects leaves the driver waiting without an answer: after `timeoutMs` the request
   * fails instead.
   */
  static async start(driverUrl: string, capabilities: Record<string, unknown>, timeoutMs = 10_000): Promise<WebDriverSession> {
    const answer = await request<{ sessionId: string }>(
      "POST",
      `${driverUrl}/session`,
      { capabilities: { alwaysMatch: capabilities } },
      AbortSignal.timeout(timeoutMs),
    );
    return new WebDriverSession(`${driverUrl}/session/${answer.sessionId}`, answer.sessionId);
  }

  private send<T>(method: string, path: string, body?: unknown): Promise<T> {
    return request<T>(method, `${this.base}${path}`, body);
  }

  navigate = (url: string) => this.send<null>("POST", "/url", { url });
  currentUrl = () => this.send<string>("GET", "/url");
  back = () => this.send<null>("POST", "/back", {});
  windowHandle = () => this.send<string>("GET", "/window");
  windowHandles = () => this.send<string[]>("GET", "/window/handles");
  switchToWindow = (handle: string) => this.send<null>("POST", "/window", { handle });
  /** Commands go into the iframe `element` of the current document, or with null to the window's top document. */
  switchToFrame = (element: string | null) =>
    this.send<null>("POST", "/frame", { id: element === null ? null : { [ELEMENT_KEY]: element } });
  closeWindow = () => this.send<string[]>("DELETE", "/window");
  setWindowRect = (rect: { width: number; height: number }) =>
    this.send<unknown>("POST", "/window/rect", rect).catch((error: unknown) => {
      throw new Error(`${String(error)} (asked for ${rect.width} × ${rect.height})`);
    });
  screenshot = async () => Buffer.from(await this.send<string>("GET", "/screenshot"), "base64");
  end = () => this.send<null>("DELETE", "");

  async execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.send<T>("POST", "/execute/sync", { script, args });
  }

  /** The first element `selector` matches, or null. */
  async find(selector: string): Promise<string | null> {
    const found = await this.send<Record<string, string>[]>("POST", "/elements", { using: "css selector", value: selector });
    return found[0]?.[ELEMENT_KEY] ?? null;
  }

  async activeElement(): Promise<string> {
    const element = await this.send<Record<string, string>>("GET", "/element/active");
    return element[ELEMENT_KEY]!;
  }

  click = (element: string) => this.send<null>("POST", `/element/${element}/click`, {});
  clear = (element: string) => this.send<null>("POST", `/element/${element}/clear`, {});
  sendKeys = (element: string, text: string) => this.send<null>("POST", `/element/${element}/value`, { text });

  /** Presses and releases `key` on whatever has the focus, as a keyboard does. */
  async press(key: Key): Promise<void> {
    const value = KEYS[key];
    await this.send("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value },
            { type: "keyUp", value },
          ],
        },
      ],
    });
    await this.send("DELETE", "/actions");
  }
}

async function request<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method,
    signal,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new WebDriverError(answer.value.error ?? String(response.status), answer.value.message ?? "");
  return answer.value;
}
