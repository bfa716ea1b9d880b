import type { RawQuery } from "@/lib/url";

/** A change to one parameter: text, a list, a flag (true → "1", false → removed) or null/undefined to remove. */
export type QueryChange = string | number | boolean | readonly (string | number)[] | null | undefined;
export type QueryChanges = Readonly<Record<string, QueryChange>>;

const FILTER_KEY = /^product_filters(\[|$)/;

/**
 * Applies changes to a raw query without touching the parameters they do not name. Any change
 * to `product_filters` (or one of its `product_filters[...]` keys) replaces the whole filter set,
 * since a filter from the previous product must not linger, e.g. a locker quota on a pass plan.
 */
export function mergeQueryChanges(query: RawQuery, changes: QueryChanges): RawQuery {
  const next: RawQuery = { ...query };
  if (Object.keys(changes).some((key) => FILTER_KEY.test(key))) {
    for (const key of Object.keys(next)) if (FILTER_KEY.test(key)) delete next[key];
  }
  for (const [key, change] of Object.entries(changes)) {
    if (change === undefined || change === null || change === false) delete next[key];
    else if (change === true) next[key] = "1";
    else if (Array.isArray(change)) next[key] = change.map(String);
    else next[key] = String(change);
  }
  return next;
}
