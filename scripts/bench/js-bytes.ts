import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";

export interface JsBytes {
  /** Scripts requested before the load event: what the page needs to become interactive. */
  beforeLoad: number;
  /** Everything after five idle seconds, including what loads once the page is interactive. */
  total: number;
  files: number;
}

/**
 * The JavaScript a cold load transfers in Chromium, each body gzipped at level 9 here so the
 * figure does not depend on how the server compresses.
 */
export async function measureJsBytes(url: string): Promise<JsBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    let loaded = false;
    const sizes: Array<Promise<{ bytes: number; beforeLoad: boolean }>> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const beforeLoad = !loaded;
      sizes.push(
        response
          .body()
          .then((body) => ({ bytes: gzipSync(body, { level: 9 }).length, beforeLoad }))
          .catch(() => ({ bytes: 0, beforeLoad })),
      );
    });
    await page.goto(url, { waitUntil: "load" });
    loaded = true;
    await page.waitForTimeout(5_000);
    const all = await Promise.all(sizes);
    return {
      beforeLoad: all.filter((item) => item.beforeLoad).reduce((sum, item) => sum + item.bytes, 0),
      total: all.reduce((sum, item) => sum + item.bytes, 0),
      files: all.length,
    };
  } finally {
    await browser.close();
  }
}
