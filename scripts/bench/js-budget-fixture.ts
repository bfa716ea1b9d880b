/**
 * A small production build and budget file in a temporary directory, for the tests of the
 * JavaScript budget (first-load-js.ts) and of its command (scripts/check-js-budget.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * A build directory with a root main file, an _app chunk that /payment also lists, and a
 * polyfills file the manifest names but the build does not hold (counting it would throw).
 */
export function fixtureBuild(): string {
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

export const gz = (dir: string, name: string) => gzipSync(readFileSync(path.join(dir, "static/chunks", name)), { level: 9 }).length;

export function budgetFile(dir: string, routes: Record<string, number>): string {
  const file = path.join(dir, "js-budget.json");
  writeFileSync(file, JSON.stringify({ routes }));
  return file;
}
