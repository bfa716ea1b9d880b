/**
 * `npm run check:js` (and a step of `npm test`, on the build the end-to-end suite makes): the
 * first-load JavaScript of the budgeted routes against bench/js-budget.json. Deterministic,
 * unlike throughput, so it guards every change.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { firstLoadJsBytes, overBudget, type RouteSize } from "./bench/first-load-js";

const root = path.resolve(__dirname, "..");
const nextDir = path.join(root, ".next");
if (!existsSync(path.join(nextDir, "build-manifest.json"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const budgets = JSON.parse(readFileSync(path.join(root, "bench/js-budget.json"), "utf8")) as { routes: Record<string, number> };
const sizes: RouteSize[] = Object.entries(budgets.routes).map(([route, budgetKib]) => ({
  route,
  kib: firstLoadJsBytes(nextDir, route) / 1024,
  budgetKib,
}));
for (const size of sizes) console.log(`js budget  ${size.route.padEnd(10)} ${size.kib.toFixed(1)} KiB gzip (budget ${size.budgetKib} KiB)`);
const problems = overBudget(sizes);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
