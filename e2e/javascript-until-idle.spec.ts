import { readFileSync } from "node:fs";
import path from "node:path";
import { IDLE_AFTER_LOAD_MS, recordJsBytes } from "../scripts/bench/js-bytes";
import { expect, test } from "./fixtures";

// Every byte of JavaScript a cold load fetches before the shopper does anything, lazy parts
// included: the first-load budget (npm run check:js, from the build's manifest) cannot see what
// the page asks for after its load event. Bodies are gzipped at level 9 here, as the bench does, so
// the figure is the build's and not the server's compression. A chunk that grows, or a part that
// starts loading without the shopper's intent, fails this test; lower the budget when a change
// makes the page smaller, and raise it only with the reason in the commit.
const BUDGET_FILE = path.resolve(__dirname, "../bench/js-budget.json");
const { untilIdle } = JSON.parse(readFileSync(BUDGET_FILE, "utf8")) as { untilIdle: Record<string, number> };

for (const [address, budgetKib] of Object.entries(untilIdle)) {
  test(`${address} fetches at most ${budgetKib} KiB gzip of JavaScript until it has been idle ${IDLE_AFTER_LOAD_MS / 1000} s`, async ({
    page,
    context,
  }) => {
    const collect = recordJsBytes(page, context);
    await page.goto(address, { waitUntil: "load" });
    await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
    const { total, files } = await collect();
    const kib = Math.round((total / 1024) * 10) / 10;
    const largest = [...files]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 8)
      .map((file) => `${(file.gzipBytes / 1024).toFixed(1)} KiB ${file.beforeLoad ? "before" : "after"} load  ${file.path}`);
    expect(kib, `${kib} KiB of JavaScript; the largest files:\n${largest.join("\n")}`).toBeLessThanOrEqual(budgetKib);
  });
}
