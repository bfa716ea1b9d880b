import type { QueryValue } from "./query-value";

// Brackets stay readable (`product_filters[subgroup]=family`, CONTRACTS 2b); they are legal in a query.
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, "[").replace(/%5D/gi, "]");
}

/**
 * Writes a flat query (Next.js style; arrays become repeated keys) as a query string without "?".
 * Nullish values are left out; an empty string is kept as `key=`, since a present-but-empty
 * flag such as `force_login` means something.
 */
export function toQueryString(query: Readonly<Record<string, QueryValue>>): string {
  const segments: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value as string];
    for (const item of values) segments.push(`${encodeKey(key)}=${encodeURIComponent(String(item))}`);
  }
  return segments.join("&");
}
