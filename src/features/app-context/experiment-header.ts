import type { AppCtx } from "./types";

/** The x-experiment value of the visitor's experiments ("id:variant,…"), or null when in none. */
export function experimentHeader(appCtx: Pick<AppCtx, "experimentVariants">): string | null {
  const entries = Object.entries(appCtx.experimentVariants);
  return entries.length > 0 ? entries.map(([id, variant]) => `${id}:${variant}`).join(",") : null;
}
