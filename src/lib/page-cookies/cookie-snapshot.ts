import Cookies from "js-cookie";

/** The cookies as one reading of `document.cookie` (or a request's Cookie header) found them. */
export interface CookieSnapshot {
  /** A cookie as js-cookie writes it by default, decoded. */
  value(name: string): string | undefined;
  /** A cookie as the browser holds it, for a value written as it is (already cookie-safe). */
  raw(name: string): string | undefined;
}

/**
 * Reads `document.cookie` once. Each reading asks the browser's cookie store (in Chromium, a
 * call to another process), so code that starts together shares one snapshot rather than each
 * part reading the cookies again (js-cookie's `get` reads them twice, every time). Parsed as
 * js-cookie parses them: the first cookie of a name wins.
 */
export function readCookies(): CookieSnapshot {
  return cookieSnapshot(document.cookie);
}

/**
 * The cookies of a `document.cookie` string or a request's Cookie header, read as the browser's
 * code reads them, so the server decides from the same values (the attribution records).
 */
export function cookieSnapshot(header: string): CookieSnapshot {
  const jar = new Map<string, string>();
  for (const pair of header ? header.split(/; ?/) : []) {
    const at = pair.indexOf("=");
    try {
      const name = decodeURIComponent(at === -1 ? pair : pair.slice(0, at));
      if (!jar.has(name)) jar.set(name, at === -1 ? "" : pair.slice(at + 1));
    } catch {
      // A name that does not decode is no cookie of ours.
    }
  }
  return {
    value: (name) => {
      const held = jar.get(name);
      return held === undefined ? undefined : Cookies.converter.read(held, name);
    },
    raw: (name) => jar.get(name),
  };
}
