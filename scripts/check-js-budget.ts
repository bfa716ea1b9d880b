/**
 * `npm run check:js` (and a step of `npm test`, on the build the end-to-end suite makes): the
 * first-load JavaScript of the budgeted routes against bench/js-budget.json. Deterministic,
 * unlike throughput, so it guards every change. Another build directory and budget file may be
 * named (`tsx scripts/check-js-budget.ts <.next dir> <budget file>`), as its test does.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { checkJsBudget } from "./bench/first-load-js";

const root = path.resolve(__dirname, "..");
const [nextDir = path.join(root, ".next"), budgetFile = path.join(root, "bench/js-budget.json")] = process.argv.slice(2);
if (!existsSync(path.join(nextDir, "build-manifest.json"))) {
  console.error(`No production build in ${nextDir}: run \`npm run build\` first, then \`npm run check:js\`.`);
  process.exit(1);
}
const { sizes, problems } = checkJsBudget(nextDir, budgetFile);
for (const size of sizes) console.log(`js budget  ${size.route.padEnd(10)} ${size.kib.toFixed(1)} KiB gzip (budget ${size.budgetKib} KiB)`);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error("Make the route smaller, or raise its budget in bench/js-budget.json with the reason in the commit.");
  process.exit(1);
}
