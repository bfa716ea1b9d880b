/**
 * The end-to-end suite: a production build, its JavaScript budget, the isolation test against it,
 * then Playwright in the three engines.
 * What it needs from Debian (Chromium, HAProxy, Redis, Java) is installed first when missing;
 * nothing here downloads a browser.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ensureSystemPackages } from "./system-packages";

ensureSystemPackages();

const bin = (name: string) => path.resolve(__dirname, "../node_modules/.bin", name);
const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: "inherit" }).status ?? 1;

const built = run(bin("next"), ["build"]);
if (built !== 0) process.exit(built);
// The JavaScript budget is checked on the same build, before the browser suite.
const withinBudget = run(bin("tsx"), [path.resolve(__dirname, "check-js-budget.ts")]);
if (withinBudget !== 0) process.exit(withinBudget);
const playwrightArgs = process.argv.slice(2);
// The isolation test (vitest's built-app project) needs the same build. A run narrowed to some
// tests (a file, -g) is about those alone; one engine's whole suite still has it.
const engineArgs = playwrightArgs.filter((arg, i) => arg.startsWith("--project") || playwrightArgs[i - 1] === "--project");
if (engineArgs.length === playwrightArgs.length) {
  const isolated = run(bin("vitest"), ["run", "--project", "built-app"]);
  if (isolated !== 0) process.exit(isolated);
}
process.exit(run(bin("playwright"), ["test", ...playwrightArgs]));
