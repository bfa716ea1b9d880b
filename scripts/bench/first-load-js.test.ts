// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkJsBudget, firstLoadJsBytes, overBudget } from "./first-load-js";

/**
 * A build directory with a root main file, an _app chunk that /payment also lists, and a
 * polyfills file the manifest names but the build does not hold (counting it would throw).
 */
function fixtureBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "first-load-"));
  mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
  const write = (name: string, body: string) => writeFileSync(path.join(dir, "static/chunks", name), body);
  write("main.js", "self.main=" + JSON.stringify(Array.from({ length: 50 }, (_, i) => i * 31)));
  write("app.js", "a".repeat(1000) + Math.random().toString(36));
  write("payment.js", Array.from({ length: 400 }, (_, i) => `var x${i}=${i * 7919};`).join(""));
  write("home.js", "console.log('home')");
  write("app.css", "body{margin:0}");
  writeFileSync(
    path.join(dir, "build-manifest.json"),
    JSON.stringify({
      pages: {
        "/_app": ["static/chunks/app.js", "static/chunks/app.css"],
        "/payment": ["static/chunks/payment.js", "static/chunks/app.js"],
        "/": ["static/chunks/home.js"],
      },
      rootMainFiles: ["static/chunks/main.js"],
      polyfillFiles: ["static/chunks/polyfills.js"],
    }),
  );
  return dir;
}

const gz = (dir: string, name: string) => gzipSync(readFileSync(path.join(dir, "static/chunks", name)), { level: 9 }).length;

function budgetFile(dir: string, routes: Record<string, number>): string {
  const file = path.join(dir, "js-budget.json");
  writeFileSync(file, JSON.stringify({ routes }));
  return file;
}

describe("firstLoadJsBytes", () => {
  it("counts root main files, _app and the route's files once each, and not the polyfills or CSS", () => {
    const dir = fixtureBuild();
    const shared = gz(dir, "main.js") + gz(dir, "app.js");
    expect(firstLoadJsBytes(dir, "/payment")).toBe(shared + gz(dir, "payment.js"));
    expect(firstLoadJsBytes(dir, "/")).toBe(shared + gz(dir, "home.js"));
  });

  it("refuses a route the build does not have", () => {
    expect(() => firstLoadJsBytes(fixtureBuild(), "/nowhere")).toThrow("/nowhere");
  });
});

describe("checkJsBudget", () => {
  it("fails the route that is over its budget, naming its size and budget", () => {
    const dir = fixtureBuild();
    const paymentKib = firstLoadJsBytes(dir, "/payment") / 1024;
    const tight = Math.floor(paymentKib * 10) / 10 - 0.1;
    const { sizes, problems } = checkJsBudget(dir, budgetFile(dir, { "/payment": tight, "/": 100 }));
    expect(sizes.map((size) => size.route)).toEqual(["/payment", "/"]);
    expect(problems).toEqual([`/payment: ${paymentKib.toFixed(1)} KiB gzip of first-load JavaScript, over its budget of ${tight} KiB`]);
  });

  it("passes when every route is within its budget", () => {
    const dir = fixtureBuild();
    expect(checkJsBudget(dir, budgetFile(dir, { "/payment": 100, "/": 100 })).problems).toEqual([]);
  });
});

describe("overBudget", () => {
  it("lets a route at exactly its budget pass", () => {
    expect(overBudget([{ route: "/", kib: 170, budgetKib: 170 }])).toEqual([]);
  });
});
