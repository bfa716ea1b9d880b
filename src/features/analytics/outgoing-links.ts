import type { MouseEvent } from "react";
import { appendTrackingParams, type TrackingStorage } from "@/lib/url";

/** The tracking ids may have been left in either storage by a sister site or an earlier visit. */
const browserStorage: TrackingStorage = {
  getItem(key) {
    return window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key);
  },
};

/** `url` with `nv_tri` and `nv_trs` from storage appended (spec 2.3); unchanged on the server. */
export function withTrackingParams(url: string): string {
  if (typeof window === "undefined") return url;
  return appendTrackingParams(url, browserStorage);
}

/**
 * onClick / onAuxClick for a link that leaves the checkout: the tracking ids are added to its
 * address as it is followed, so the server-rendered link and the hydrated one stay identical.
 */
export function addTrackingOnFollow(event: MouseEvent<HTMLAnchorElement>): void {
  const link = event.currentTarget;
  link.href = withTrackingParams(link.href);
}
