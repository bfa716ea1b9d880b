/**
 * The JavaScript a cold load really transfers, measured in Chromium rather than read from the
 * HTML, so lazily loaded chunks (the Sentry SDK after the load event) count too. Each body is
 * gzipped here at level 9, so the figure does not depend on how the server compresses.
 */
import { gzipSync } from "node:zlib";
import type { BrowserContext, Page } from "playwright-core";
import { withBrowser } from "./bench-browser";

export interface ScriptFile {
  path: string;
  gzipBytes: number;
  beforeLoad: boolean;
}

export interface JsBytes {
  /** Scripts that arrived before the load event: what the page needs to become interactive. */
  beforeLoad: number;
  /** Everything after five idle seconds, including what loads once the page is interactive. */
  total: number;
  files: ScriptFile[];
}

/**
 * Starts recording the scripts `page` fetches over the network; the returned function waits for
 * their bodies and sums them. Called before the navigation it should count.
 */
export function recordJsBytes(page: Page, context: BrowserContext): () => Promise<JsBytes> {
  let loaded = false;
  // Events arrive in the browser's order, so a response seen before "load" arrived before it.
  page.once("load", () => (loaded = true));
  // A body that cannot be read is kept as its error and reported after the wait, not dropped.
  const files: Array<Promise<ScriptFile | Error>> = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    // blob: and data: scripts (Sentry's replay worker) come from JavaScript already counted.
    const fromNetwork = url.protocol === "http:" || url.protocol === "https:";
    if (!fromNetwork || response.request().resourceType() !== "script" || response.status() < 200 || response.status() >= 300) return;
    const beforeLoad = !loaded;
    const { pathname } = url;
    // A worker that has closed itself (the ICU warm-up) takes its response's body with it: the
    // same file is read again.
    const body = response.body().catch(() => context.request.get(response.url()).then((again) => again.body()));
    files.push(
      body.then(
        (body) => ({ path: pathname, gzipBytes: gzipSync(body, { level: 9 }).length, beforeLoad }),
        (error: unknown) => new Error(`could not read ${pathname}: ${String(error)}`),
      ),
    );
  });
  return async () => {
    const results = await Promise.all(files);
    const failed = results.find((result) => result instanceof Error);
    if (failed) throw failed;
    const measured = results as ScriptFile[];
    return {
      beforeLoad: measured.filter((file) => file.beforeLoad).reduce((sum, file) => sum + file.gzipBytes, 0),
      total: measured.reduce((sum, file) => sum + file.gzipBytes, 0),
      files: measured,
    };
  };
}

/** How long a page is left alone after its load event before its scripts are summed. */
export const IDLE_AFTER_LOAD_MS = 5_000;

export async function measureJsBytes(url: string): Promise<JsBytes> {
  return withBrowser(async (browser) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const collect = recordJsBytes(page, context);
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
    return collect();
  });
}
