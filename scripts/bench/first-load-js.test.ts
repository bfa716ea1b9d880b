// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { firstLoadJsBytes, overBudget } from "./first-load-js";

/** A build directory with an _app chunk shared by two routes. */
function fixtureBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "first-load-"));
  mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
  const write = (name: string, body: string) => writeFileSync(path.join(dir, "static/chunks", name), body);
  write("app.js", "a".repeat(1000) + Math.random().toString(36));
  write("payment.js", Array.from({ length: 400 }, (_, i) => `var x${i}=${i * 7919};`).join(""));
  write("home.js", "console.log('home')");
  writeFileSync(
    path.join(dir, "build-manifest.json"),
    JSON.stringify({
      pages: { "/_app": ["static/chunks/app.js"], "/payment": ["static/chunks/payment.js", "static/chunks/app.js"], "/": ["static/chunks/home.js"] },
      polyfillFiles: ["static/chunks/polyfills.js"],
    }),
  );
  return dir;
}

const gz = (dir: string, name: string) => gzipSync(readFileSync(path.join(dir, "static/chunks", name)), { level: 9 }).length;

describe("firstLoadJsBytes", () => {
  it("counts _app and the route's files once each, and not the polyfills", () => {
    const dir = fixtureBuild();
    expect(firstLoadJsBytes(dir, "/payment")).toBe(gz(dir, "app.js") + gz(dir, "payment.js"));
    expect(firstLoadJsBytes(dir, "/")).toBe(gz(dir, "app.js") + gz(dir, "home.js"));
  });

  it("refuses a route the build does not have", () => {
    expect(() => firstLoadJsBytes(fixtureBuild(), "/nowhere")).toThrow("/nowhere");
  });
});

describe("overBudget", () => {
  it("names each route over its budget with its size", () => {
    const problems = overBudget([
      { route: "/payment", kib: 171.26, budgetKib: 170 },
      { route: "/", kib: 120, budgetKib: 170 },
    ]);
    expect(problems).toEqual(["/payment: 171.3 KiB gzip of first-load JavaScript, over its budget of 170 KiB"]);
  });
});
