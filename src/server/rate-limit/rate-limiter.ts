export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/**
 * Counts hits per key in fixed windows. Replicas must share counters, so production uses the
 * Redis store; one process (local runs, tests) uses the in-memory one.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /**
   * Where hits are counted now, for the operator's status: this process's memory, Redis, or this
   * process's memory because Redis is not answering (not connected yet, or its circuit is open).
   */
  where?(): "memory" | "redis" | "memory, redis not answering";
}

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  /** Window length; the default rate-limit window is 60 s (spec section 9). */
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT_WINDOW_MS = 60_000;

export async function checkRateLimit(store: RateLimitStore, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const { count, resetInMs } = await store.hit(key, rule.windowMs);
  return { allowed: count <= rule.limit, retryAfterMs: resetInMs };
}
