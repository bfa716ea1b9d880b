/**
 * `npm run screenshots [base-url] [path …]`: full-page PNGs of the main screens at 375 px and
 * 1280 px, in English and right-to-left Arabic, into screenshots/ — for looking at what we build.
 * Expects the app to be running (npm start).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";

const [baseUrl = "http://localhost:3000", ...requested] = process.argv.slice(2);
const PATHS = requested.length > 0 ? requested : ["/", "/payment/?product=vpn", "/error/", "/nope/", "/ar/payment/?product=pass"];
const WIDTHS = [375, 1280];
const outDir = path.resolve(__dirname, "../screenshots");

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const pagePath of PATHS) {
        await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: "networkidle" });
        const name = `${pagePath.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        console.log(`screenshots/${name}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
