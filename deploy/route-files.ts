import { existsSync } from "node:fs";
import path from "node:path";
import { matchApiPath } from "../src/server/bff/api-paths";

export const ROOT = path.resolve(__dirname, "..");

/**
 * Whether a path such as `/api/health/` is served (trailing slash or not): an /api route of
 * src/server/bff/api-paths.ts, or a page file under src/pages.
 */
export function routeExists(urlPath: string): boolean {
  const route = urlPath.replace(/\/+$/, "") || "/index";
  if (route.startsWith("/api/")) return matchApiPath(route.slice("/api/".length).split("/")) !== null;
  const base = path.join(ROOT, "src/pages", route);
  return [".ts", ".tsx", "/index.ts", "/index.tsx"].some((ending) => existsSync(`${base}${ending}`));
}
