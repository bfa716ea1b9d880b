import type { ProductKey } from "@/contracts/enums";
import { stripSensitiveParams } from "@/lib/url";

// Any origin that cannot be a real one: a path resolved against it and still on it is a path of this app.
const PROBE_ORIGIN = "https://app.invalid";
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * Where "Try again" on `/error/` leads: the failed step, carried in `from` as the path and query
 * of the address that failed. Only a path of this app is taken (no other origin, no `//host`, no
 * `javascript:`, no backslashes or control characters), never `/error/` itself, and without the
 * sensitive parameters; anything else gives null.
 */
export function retryPathOf(from: unknown): string | null {
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.length > 2048 || UNSAFE_CHARACTERS.test(from)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(from, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || /^(\/[a-z]{2}(-[a-z]{2})?)?\/error\/?$/.test(url.pathname)) return null;
  return stripSensitiveParams(`${url.pathname}${url.search}`);
}

/** This checkout's own start for the product in context: its payment step, or the product picker. */
export function checkoutHomePath(product: ProductKey | undefined): string {
  return product ? `/payment/?product=${product}` : "/";
}
