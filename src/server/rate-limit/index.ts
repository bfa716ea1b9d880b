import { getEnv } from "@/server/env";
import { sharedRedis } from "@/server/redis";
import { limitClient, type ClientLimit } from "./client-limit";
import { createMemoryStore } from "./memory-store";
import type { RateLimitResult, RateLimitStore } from "./rate-limiter";
import { createRedisStore } from "./redis-store";

export {
  checkRateLimit,
  DEFAULT_RATE_LIMIT_WINDOW_MS,
  type RateLimitResult,
  type RateLimitRule,
  type RateLimitStore,
} from "./rate-limiter";
export { createMemoryStore } from "./memory-store";
export { CLIENT_SESSION_COOKIE, checkClientLimit, clientKeys, retryAfterSeconds, sessionOf, type ClientLimit } from "./client-limit";
export { RATE_LIMITS } from "./route-limits";

// Next bundles pages and /api routes apart, each with its own copy of this module: the store is
// kept on the process, so a login page and the login route count against one budget.
const STORE = Symbol.for("checkout.rateLimitStore");
const processSlot = globalThis as typeof globalThis & { [STORE]?: RateLimitStore };

/** Redis when REDIS_URL is set (shared by replicas, on the process's one connection), else this process's memory. */
export function rateLimitStore(): RateLimitStore {
  if (!processSlot[STORE]) {
    const redis = sharedRedis();
    processSlot[STORE] = redis ? createRedisStore(redis) : createMemoryStore();
  }
  return processSlot[STORE];
}

/** One request of this client against the route's limits, in the configured store. */
export function limitRequest(
  req: Parameters<typeof limitClient>[0],
  res: Parameters<typeof limitClient>[1],
  limit: ClientLimit,
): Promise<RateLimitResult> {
  return limitClient(req, res, limit, rateLimitStore(), getEnv());
}
