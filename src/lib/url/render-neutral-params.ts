import { removeQueryParams } from "@/contracts/scrub/remove-query-params";

/**
 * Campaign and click ids a marketing link carries (spec 8: `_ga`, `_gac`, `utm_*`; the ad
 * networks' click ids) that change nothing the server renders: attribution reads them from the
 * address the shopper landed on, in the browser (src/features/attribution/landing.ts). Nearly
 * every marketing link carries a new one, so the server renders as if they were absent, and two
 * addresses that differ only in them share a render (src/server/render-cache); the browser adds
 * them from its address to every address the checkout builds (withAddressTrackingParams).
 */
export const CLICK_IDS = [
  "_ga",
  "_gac",
  "_gl",
  "gclid",
  "gclsrc",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "msclickid",
  "fbclid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "yclid",
  "mc_cid",
  "mc_eid",
] as const;
const clickIds = new Set<string>(CLICK_IDS);

export function isRenderNeutralParam(name: string): boolean {
  return clickIds.has(name) || name.startsWith("utm_");
}

/** `url` without its render-neutral parameters (an address or a path with a query). */
export function withoutRenderNeutralParams(url: string): string {
  return removeQueryParams(url, isRenderNeutralParam);
}

/** The render-neutral parameters of a query string (`?a=1&gclid=x`), each as the address wrote it. */
export function renderNeutralParamsOf(search: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (isRenderNeutralParam(name) && !(name in found)) found[name] = value;
  }
  return found;
}
