import { existsSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "..");

/** Whether a path such as `/api/health/` is served by a file under src/pages (trailing slash or not). */
export function routeExists(urlPath: string): boolean {
  const route = urlPath.replace(/\/+$/, "") || "/index";
  const base = path.join(ROOT, "src/pages", route);
  return [".ts", ".tsx", "/index.ts", "/index.tsx"].some((ending) => existsSync(`${base}${ending}`));
}
