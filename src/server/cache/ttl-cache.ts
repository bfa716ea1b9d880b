/**
 * A small per-process cache for answers that are the same for every shopper (prices for a
 * country, currency and coupon; tax rates for a country and a cart). It holds the promise, so
 * concurrent renders of the same page share one backend call, and it forgets a failed call at
 * once, so an outage is never remembered. Entries expire after `ttlMs` and are dropped at the
 * next lookup of any key; past `maxEntries` the oldest goes first. Never key it by anything that
 * identifies a shopper.
 */
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<T>({
  ttlMs,
  maxEntries,
  keep = () => true,
}: {
  ttlMs: number;
  maxEntries: number;
  /** Whether a resolved value may be kept (a "no plans" answer, say, is not worth remembering). */
  keep?: (value: T) => boolean;
}): TtlCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();

  return {
    get(key, load) {
      const now = Date.now();
      // Every entry lives the same ttlMs, so the oldest are first: expired ones go now, not when
      // their key is asked for again (a cached page would otherwise stay until pushed out).
      for (const [oldKey, entry] of entries) {
        if (entry.expires > now) break;
        entries.delete(oldKey);
      }
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (hit) entries.delete(key);

      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.then(
        (resolved) => {
          if (!keep(resolved) && entries.get(key)?.value === value) entries.delete(key);
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
