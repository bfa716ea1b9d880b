import { readFileSync } from "node:fs";
import { getSupportedBrowsers } from "next/dist/build/get-supported-browsers";
import { describe, expect, it } from "vitest";

// The browsers the checkout supports are package.json's `browserslist` (README, "Supported
// browsers"): Next.js compiles the app's code and CSS for them. The end-to-end suite runs in one
// engine of each family (Chromium, Firefox ESR, WebKitGTK).

describe("the supported browsers", () => {
  const listed = JSON.parse(readFileSync("package.json", "utf8")).browserslist as string[];
  const compiledFor = getSupportedBrowsers(process.cwd(), false);

  it("are what the build compiles for: package.json's list, not Next.js's default", () => {
    expect(listed.length).toBeGreaterThan(0);
    expect(compiledFor).not.toEqual(["chrome 111", "edge 111", "firefox 111", "safari 16.4"]);
  });

  it("reach back to Safari 16.4 on iPhones and Macs, Firefox 115 and Chrome 111", () => {
    for (const oldest of ["ios_saf 16.4", "safari 16.4", "firefox 115", "chrome 111", "and_chr"]) {
      expect(
        compiledFor.some((browser) => browser.startsWith(oldest)),
        oldest,
      ).toBe(true);
    }
    expect(
      compiledFor.some((browser) => /^firefox 11[0-4]$/.test(browser) || /^safari 15/.test(browser) || browser.startsWith("ie ")),
    ).toBe(false);
  });
});
