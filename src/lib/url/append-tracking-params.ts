import { paramName } from "@/contracts/scrub/param-name";
import { splitUrl } from "@/contracts/scrub/split-url";
import { setQueryParams } from "./set-query-params";

/** Tracking ids kept in storage and carried on outgoing links (spec section 2.3). */
export const TRACKING_PARAMS = ["nv_tri", "nv_trs"] as const;

export type TrackingStorage = Pick<Storage, "getItem">;

// Ids are opaque tokens; anything else in storage (a tampered or corrupted value) is not copied into links.
const TRACKING_VALUE = /^[A-Za-z0-9._~:-]{1,256}$/;
// Only web links carry tracking: not mailto:, tel:, javascript: or app deep links.
const WEB_OR_RELATIVE = /^(?![a-z][a-z0-9+.-]*:)|^https?:/i;

function readStorage(storage: TrackingStorage | null | undefined, key: string): string | undefined {
  try {
    const value = storage?.getItem(key)?.trim();
    return value && TRACKING_VALUE.test(value) ? value : undefined;
  } catch {
    // Storage access throws in some private modes and sandboxed frames; links still work without tracking.
    return undefined;
  }
}

/**
 * Appends `nv_tri` and `nv_trs` from storage to a web URL. A value the URL already carries is kept:
 * the link's author set it deliberately, and appending would duplicate the key.
 */
export function appendTrackingParams(url: string, storage: TrackingStorage | null | undefined): string {
  if (!WEB_OR_RELATIVE.test(url.trim())) return url;
  const present = new Set(splitUrl(url).search.split("&").map(paramName));
  const params: Record<string, string> = {};
  for (const key of TRACKING_PARAMS) {
    const value = present.has(key) ? undefined : readStorage(storage, key);
    if (value) params[key] = value;
  }
  return Object.keys(params).length === 0 ? url : setQueryParams(url, params);
}
