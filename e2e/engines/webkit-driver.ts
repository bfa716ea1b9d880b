import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startProcess, type RunningProcess } from "../../scripts/process/child-process";
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from "./binaries";
import { geoHeaders, type EngineDriver } from "./engine";
import { WebDriverSession, type Key } from "./webdriver-client";

/** The tallest window the Xvfb screen holds (its height): a full-page screenshot is cut there. */
const TALLEST_WINDOW = 8192;

/**
 * MiniBrowser's window keeps its toolbar's width (447 px) as its least; this style sheet lets the
 * toolbar shrink so that the window, and the page's viewport, can be a phone's 375 px.
 */
const GTK_CSS = "headerbar, toolbar, entry, button, box { min-width: 0; padding: 0; margin: 0; }\n";

/** One display and the driver on it; replaced as a whole when either has died. */
interface DisplayAndDriver {
  xvfb: RunningProcess;
  driver: RunningProcess;
  driverUrl: string;
  /** The GTK settings folder made for this display, gone with it. */
  configDir: string;
}

/** Xvfb, then WebKitWebDriver on its display with the GTK style sheet that lets a window be a phone's width. */
async function startDisplayAndDriver(): Promise<DisplayAndDriver> {
  const { xvfb, display } = await startDisplay();
  const configDir = path.join(tmpdir(), `checkout-webkit-gtk-${process.pid}-${display.slice(1)}`);
  mkdirSync(path.join(configDir, "gtk-3.0"), { recursive: true });
  writeFileSync(path.join(configDir, "gtk-3.0", "gtk.css"), GTK_CSS);
  const port = await freePort();
  const driver = startProcess(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    name: "WebKitWebDriver",
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: configDir },
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  try {
    await driver.waitForUrl(`${driverUrl}/status`, { what: "WebKitWebDriver", timeoutMs: 20_000 });
  } catch (error) {
    await xvfb.stop();
    rmSync(configDir, { recursive: true, force: true });
    throw error;
  }
  return { xvfb, driver, driverUrl, configDir };
}

async function stopDisplayAndDriver({ xvfb, driver, configDir }: DisplayAndDriver): Promise<void> {
  await driver.stop();
  await xvfb.stop();
  rmSync(configDir, { recursive: true, force: true });
}

/** The end of a process's output, for a report. */
const tail = (process: RunningProcess) => process.output().trim().split("\n").slice(-8).join("\n");

/**
 * One worker's WebKit: an X display (Xvfb), WebKitWebDriver on it, and a forward proxy that adds
 * the CDN's geography headers (W3C WebDriver cannot set request headers; the browser's proxy can).
 * WebKitWebDriver holds one session at a time: each test gets a new one, a fresh MiniBrowser.
 */
export class WebKitHost {
  private constructor(
    private parts: DisplayAndDriver,
    private readonly proxy: Server,
    /** The geography headers the proxy adds to the current session's requests. */
    private readonly geo: { headers: Record<string, string> },
  ) {}

  static async start(): Promise<WebKitHost> {
    const parts = await startDisplayAndDriver();
    const geo: { headers: Record<string, string> } = { headers: {} };
    const proxy = createServer((incoming, outgoing) => {
      const target = new URL(incoming.url ?? "/");
      const headers = { ...incoming.headers, ...geo.headers };
      delete headers["proxy-connection"];
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: incoming.method, headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on("error", () => outgoing.destroy());
      incoming.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    return new WebKitHost(parts, proxy, geo);
  }

  async open(): Promise<WebKitDriver> {
    this.geo.headers = {};
    const { port } = this.proxy.address() as AddressInfo;
    const capabilities = {
      browserName: "MiniBrowser",
      proxy: { proxyType: "manual", httpProxy: `127.0.0.1:${port}` },
      "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
    };
    // A MiniBrowser that dies while it starts has been seen to take WebKitWebDriver with it ("other
    // side closed", then nothing listening). Once, the display and driver start afresh and the
    // session is asked for again; a second failure is the engine's, and is reported.
    const session = await WebDriverSession.start(this.parts.driverUrl, capabilities).catch(async (error: unknown) => {
      const { driver, xvfb } = this.parts;
      process.stderr.write(
        `webkit: no session (${String(error)}); the driver is ${driver.running() ? "running" : "gone"}, the display ${xvfb.running() ? "running" : "gone"}; starting them again. The driver said:\n${tail(driver)}\n`,
      );
      await stopDisplayAndDriver(this.parts);
      this.parts = await startDisplayAndDriver();
      return WebDriverSession.start(this.parts.driverUrl, capabilities);
    });
    const windows = new Windows(session, await session.windowHandle());
    const driver = new WebKitDriver(windows, windows.current, (headers) => (this.geo.headers = headers));
    await driver.setViewport(1280, 900);
    return driver;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.proxy.close(resolve));
    await stopDisplayAndDriver(this.parts);
  }
}

/** Attempts at an X display: one Xvfb has been seen to start and never name its display. */
const DISPLAY_ATTEMPTS = 3;

/** An Xvfb on a free display, which it picks and names on stdout; a tall screen, so that a full-page screenshot (the window as tall as the page) fits. */
async function startDisplay(): Promise<{ xvfb: RunningProcess; display: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const xvfb = startProcess(XVFB_PATH, ["-displayfd", "1", "-screen", "0", `1920x${TALLEST_WINDOW}x24`, "-nolisten", "tcp"], {
      name: "Xvfb",
    });
    try {
      const line = await xvfb.waitForLine(/^\d+$/, { what: "Xvfb's display", timeoutMs: 10_000 });
      return { xvfb, display: `:${line.trim()}` };
    } catch (error) {
      // waitForLine has stopped this Xvfb; what it said, and the displays already taken, are
      // what the next person needs if no attempt succeeds.
      const taken = readdirSync("/tmp").filter((name) => /^\.X\d+-lock$/.test(name));
      const report = `${String(error)}\n(attempt ${attempt} of ${DISPLAY_ATTEMPTS}; display locks: ${taken.join(", ") || "none"})`;
      if (attempt === DISPLAY_ATTEMPTS) throw new Error(report);
      process.stderr.write(`webkit: ${report}\n`);
    }
  }
}

/** The session's windows: every command goes to the current one, so a driver switches to its own first. */
class Windows {
  /** The iframe (by selector in its window's top document) commands go into, or null. */
  private frame: string | null = null;

  constructor(
    readonly session: WebDriverSession,
    public current: string,
  ) {}

  async use(handle: string, frame: string | null = null): Promise<WebDriverSession> {
    if (this.current !== handle) {
      await this.session.switchToWindow(handle);
      this.current = handle;
      this.frame = null;
    }
    if (this.frame !== frame) {
      await this.session.switchToFrame(null);
      this.frame = null;
      if (frame !== null) {
        const element = await this.session.find(frame);
        if (!element) throw new Error(`webkit: no frame matches ${frame}`);
        await this.session.switchToFrame(element);
        this.frame = frame;
      }
    }
    return this.session;
  }
}

/** Sizes the page reports, read again while a navigation leaves them unknown. */
async function sizes(session: WebDriverSession, expression: string): Promise<number[]> {
  for (let attempt = 0; ; attempt += 1) {
    const values = await session.execute<unknown[]>(`return ${expression}`).catch(() => null);
    if (values?.every((value) => typeof value === "number" && Number.isFinite(value))) return values as number[];
    if (attempt === 50) throw new Error(`webkit: the page did not report ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export class WebKitDriver implements EngineDriver {
  readonly engine = "webkit";

  constructor(
    private readonly windows: Windows,
    private readonly handle: string,
    private readonly onGeo: (headers: Record<string, string>) => void,
    /** The iframe this driver acts in (a selector in the window's top document), or null. */
    private readonly frameSelector: string | null = null,
  ) {}

  private session = () => this.windows.use(this.handle, this.frameSelector);

  private async element(selector: string): Promise<string> {
    const element = await (await this.session()).find(selector);
    if (!element) throw new Error(`webkit: no element matches ${selector}`);
    return element;
  }

  async goto(url: string) {
    await (await this.session()).navigate(url);
  }
  url = async () => (await this.session()).currentUrl();
  async back() {
    await (await this.session()).back();
  }
  /**
   * The window's size less what MiniBrowser draws around the page (its title bar). The window
   * takes a new size a moment after WebDriver answers, so each size is awaited before it is read.
   */
  async setViewport(width: number, height: number) {
    const session = await this.session();
    const settle = async (outer: { width: number; height: number }) => {
      await session.setWindowRect(outer);
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const [outerWidth, outerHeight, innerWidth, innerHeight] = await sizes(
          session,
          "[outerWidth, outerHeight, innerWidth, innerHeight]",
        );
        // The page's own size follows the window's a moment later: until then it can read larger.
        if (outerWidth === outer.width && outerHeight === outer.height && innerWidth! <= outerWidth && innerHeight! <= outerHeight)
          return { chromeWidth: outerWidth - innerWidth!, chromeHeight: outerHeight - innerHeight!, innerWidth, innerHeight };
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`webkit: the window never became ${outer.width} × ${outer.height}`);
    };
    const first = await settle({ width, height });
    if (first.innerWidth === width && first.innerHeight === height) return;
    await settle({ width: width + first.chromeWidth, height: Math.min(height + first.chromeHeight, TALLEST_WINDOW) });
  }
  evaluate = async <T>(expression: string) => (await this.session()).execute<T>(`return (${expression});`);
  async click(selector: string) {
    await (await this.session()).click(await this.element(selector));
  }
  async fill(selector: string, text: string) {
    const element = await this.element(selector);
    const session = await this.session();
    await session.clear(element);
    await session.sendKeys(element, text);
  }
  /** Choosing an option is clicking it, in W3C WebDriver. */
  async select(selector: string, value: string) {
    await this.click(`${selector} option[value="${value}"]`);
  }
  async press(key: Key) {
    await (await this.session()).press(key);
  }
  /** The window made as tall as the page for the picture, then put back. */
  async screenshot() {
    const session = await this.session();
    const [width, height, pageHeight] = await sizes(session, "[innerWidth, innerHeight, document.documentElement.scrollHeight]");
    await this.setViewport(width!, Math.min(pageHeight!, TALLEST_WINDOW - 100));
    // The newly uncovered part of the window is painted in the next frames.
    await session.execute(
      "return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))))",
    );
    const picture = await session.screenshot();
    await this.setViewport(width!, height!);
    return picture;
  }
  async popup(action: () => Promise<void>): Promise<EngineDriver> {
    const session = await this.session();
    const before = new Set(await session.windowHandles());
    await action();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const opened = (await session.windowHandles()).find((handle) => !before.has(handle));
      if (opened) return new WebKitDriver(this.windows, opened, this.onGeo);
      if (Date.now() > deadline) throw new Error("webkit: no window opened");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  async frame(selector: string): Promise<EngineDriver> {
    if (!(await (await this.session()).find(selector))) throw new Error(`webkit: no frame matches ${selector}`);
    return new WebKitDriver(this.windows, this.handle, this.onGeo, selector);
  }
  isOpen = async () => (await this.windows.session.windowHandles()).includes(this.handle);
  setGeo = async (country: string, region?: string) => this.onGeo(geoHeaders(country, region));
  async typeKeys(text: string) {
    const session = await this.session();
    await session.sendKeys(await session.activeElement(), text);
  }
  async close() {
    await this.windows.session.end();
  }
}
