import type { RateLimitStore } from "./rate-limiter";

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed windows in this process's memory; expired windows are swept as keys are hit. */
export function createMemoryStore(now: () => number = Date.now, maxKeys = 50_000): RateLimitStore {
  const windows = new Map<string, Window>();
  return {
    where: () => "memory",
    async hit(key, windowMs) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        if (windows.size >= maxKeys) {
          for (const [staleKey, stale] of windows) if (stale.resetAt <= time) windows.delete(staleKey);
          // Still full of live windows: forget the oldest rather than grow without bound.
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - time };
    },
  };
}
