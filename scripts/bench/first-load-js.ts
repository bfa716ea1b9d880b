import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface BuildManifest {
  pages: Record<string, string[]>;
  rootMainFiles?: string[];
}

/**
 * The JavaScript a route's first load needs, from a production build's manifest: the files of
 * `_app` and of the route (plus root main files), each counted once and gzipped at level 9.
 * Polyfills are left out: modern browsers do not load them (`nomodule`).
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

export interface RouteSize {
  route: string;
  kib: number;
  budgetKib: number;
}

/** The routes over their budget, each with a message naming the route, its size and the budget. */
export function overBudget(sizes: RouteSize[]): string[] {
  return sizes
    .filter((size) => size.kib > size.budgetKib)
    .map((size) => `${size.route}: ${size.kib.toFixed(1)} KiB gzip of first-load JavaScript, over its budget of ${size.budgetKib} KiB`);
}
