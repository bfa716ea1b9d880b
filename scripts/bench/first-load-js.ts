/**
 * The deterministic half of the JavaScript budget: what a route's first load needs, read from a
 * production build's manifest instead of a browser, so `npm test` can check it on every change
 * in a second. The bench's Chromium figure for /payment/ before the load event matches it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface BuildManifest {
  pages: Record<string, string[]>;
  rootMainFiles?: string[];
}

export interface JsBudgetFile {
  /** KiB gzip per route, e.g. `{ "/payment": 235 }`. */
  routes: Record<string, number>;
}

export interface RouteSize {
  route: string;
  kib: number;
  budgetKib: number;
}

/**
 * The files of `_app` and of the route, plus root main files, each counted once and gzipped at
 * level 9. Polyfills are left out: modern browsers do not load them (`nomodule`).
 */
export function firstLoadJsBytes(nextDir: string, route: string): number {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, "build-manifest.json"), "utf8")) as BuildManifest;
  const files = manifest.pages[route];
  if (!files) throw new Error(`the build has no route ${route}`);
  const unique = new Set([...(manifest.rootMainFiles ?? []), ...(manifest.pages["/_app"] ?? []), ...files]);
  let bytes = 0;
  for (const file of unique) {
    if (file.endsWith(".js")) bytes += gzipSync(readFileSync(path.join(nextDir, file)), { level: 9 }).length;
  }
  return bytes;
}

/** The routes over their budget, each with a message naming the route, its size and the budget. */
export function overBudget(sizes: RouteSize[]): string[] {
  return sizes
    .filter((size) => size.kib > size.budgetKib)
    .map((size) => `${size.route}: ${size.kib.toFixed(1)} KiB gzip of first-load JavaScript, over its budget of ${size.budgetKib} KiB`);
}

/** Every budgeted route of `budgetFile` measured in the build at `nextDir`, and what is over. */
export function checkJsBudget(nextDir: string, budgetFile: string): { sizes: RouteSize[]; problems: string[] } {
  const budgets = JSON.parse(readFileSync(budgetFile, "utf8")) as JsBudgetFile;
  const sizes = Object.entries(budgets.routes).map(([route, budgetKib]) => ({
    route,
    kib: firstLoadJsBytes(nextDir, route) / 1024,
    budgetKib,
  }));
  return { sizes, problems: overBudget(sizes) };
}
