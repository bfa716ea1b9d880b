import { getEnv } from "@/server/env";
import { createMemoryStore } from "./memory-store";
import type { RateLimitStore } from "./rate-limiter";
import { createRedisStore } from "./redis-store";

export { checkRateLimit, DEFAULT_RATE_LIMIT_WINDOW_MS, type RateLimitResult, type RateLimitRule, type RateLimitStore } from "./rate-limiter";
export { createMemoryStore } from "./memory-store";

let store: RateLimitStore | undefined;

/** Redis when REDIS_URL is set (shared by replicas), else this process's memory. */
export function rateLimitStore(): RateLimitStore {
  store ??= getEnv().REDIS_URL ? createRedisStore(getEnv().REDIS_URL!) : createMemoryStore();
  return store;
}
