import type { RawQuery } from "@/lib/url";
import { isPlainObject } from "./product-filters";

const BRACKET_KEY = /^product_filters\[([A-Za-z_]{1,32})\]$/;
const MAX_JSON_LENGTH = 1024;

function parseJson(text: string): unknown {
  if (text.length > MAX_JSON_LENGTH) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Gathers `product_filters` in any of its link forms (CONTRACTS 2b) into one object for
 * parseProductFilters: bracket notation as Next.js hands it over (flat keys such as
 * `product_filters[subgroup]`), a JSON string, or an object already nested by a qs parser.
 * The bracket form wins when a link carries both, as it is the documented one.
 */
export function rawProductFilters(raw: RawQuery | Record<string, unknown>): unknown {
  const fromBrackets: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let found = false;
  for (const [key, value] of Object.entries(raw)) {
    const field = BRACKET_KEY.exec(key)?.[1];
    if (field === undefined) continue;
    fromBrackets[field] = value;
    found = true;
  }
  if (found) return fromBrackets;

  const value = Object.hasOwn(raw, "product_filters") ? raw.product_filters : undefined;
  if (typeof value === "string") return parseJson(value);
  return isPlainObject(value) ? value : undefined;
}
