// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoadJsBytes } from "./bench/first-load-js";
import { budgetFile, fixtureBuild } from "./bench/js-budget-fixture";

const ROOT = path.resolve(__dirname, "..");

/** `npm run check:js` as npm runs it, on the given build and budget file. */
function checkJs(...args: string[]) {
  const run = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), [path.join(ROOT, "scripts/check-js-budget.ts"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Each run starts tsx, about a second on an idle machine.
describe("npm run check:js", { timeout: 30_000 }, () => {
  it("passes a build whose routes are within their budgets, listing each route's size", () => {
    const dir = fixtureBuild();
    const run = checkJs(dir, budgetFile(dir, { "/payment": 100, "/": 100 }));
    expect(run.status).toBe(0);
    const paymentKib = (firstLoadJsBytes(dir, "/payment") / 1024).toFixed(1);
    expect(run.stdout).toContain(`js budget  /payment   ${paymentKib} KiB gzip (budget 100 KiB)`);
    expect(run.stdout).toMatch(/js budget {2}\/ +[\d.]+ KiB gzip \(budget 100 KiB\)/);
  });

  it("fails a build with a route over its budget, naming the route and what to do", () => {
    const dir = fixtureBuild();
    const run = checkJs(dir, budgetFile(dir, { "/payment": 0.1, "/": 100 }));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^\/payment: [\d.]+ KiB gzip of first-load JavaScript, over its budget of 0\.1 KiB$/m);
    expect(run.stderr).not.toMatch(/^\/: /m);
    expect(run.stderr).toContain("raise its budget in bench/js-budget.json with the reason in the commit");
  });

  it("fails at once, saying what to run, where there is no build", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "no-build-"));
    const run = checkJs(empty, budgetFile(empty, { "/payment": 100 }));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`No production build in ${empty}: run \`npm run build\` first`);
  });
});
