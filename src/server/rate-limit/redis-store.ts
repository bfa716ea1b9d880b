import { connectRedis, REDIS_TIMEOUT_MS, type SharedRedis } from "@/server/redis";
import { createMemoryStore } from "./memory-store";
import type { RateLimitStore } from "./rate-limiter";

/** How long a hit may wait for Redis before this process counts it alone. */
export const REDIS_HIT_TIMEOUT_MS = REDIS_TIMEOUT_MS;

/**
 * Fixed windows in Redis, shared by every replica: the first hit of a window creates its counter
 * with the window's expiry (SET … NX PX), every hit counts (INCR keeps the expiry), in one
 * transaction. Commands of Redis 2.6.12 and later: PEXPIRE's NX, which would do the same in fewer
 * words, needs Redis 7, and before 7 it failed every transaction, so each replica counted alone.
 *
 * Redis down, unreachable or hanging must never hold a login or a payment. The connection
 * (`@/server/redis`: a replica's first hits wait for its first connection, a hit Redis does not
 * answer within its time opens a circuit) says when Redis cannot be used; then the hit is counted
 * in this process's memory at once, so the limits still hold per replica and a request waits for
 * nothing. `redis` is the process's shared connection, or a URL for a connection of the store's
 * own (tests).
 */
export function createRedisStore(redis: SharedRedis | string, timeoutMs = REDIS_HIT_TIMEOUT_MS): RateLimitStore {
  const connection = typeof redis === "string" ? connectRedis(redis, timeoutMs) : redis;
  const fallback = createMemoryStore();
  return {
    where: () => (connection.answering() ? "redis" : "memory, redis not answering"),
    async hit(key, windowMs) {
      const redisKey = `checkout:rate:${key}`;
      try {
        const [, count, ttl] = (await connection.run("rate-limit hit", (client) =>
          client
            .multi()
            .set(redisKey, "0", { condition: "NX", expiration: { type: "PX", value: windowMs } })
            .incr(redisKey)
            .pTTL(redisKey)
            .exec(),
        )) as unknown as [unknown, number, number];
        // A counter without an expiry (written by hand, or left by another program) would never
        // end its window and lock its key out for good: it gets the window's expiry.
        if (ttl === -1) await connection.run("rate-limit expiry", (client) => client.pExpire(redisKey, windowMs));
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch {
        return fallback.hit(key, windowMs);
      }
    },
  };
}
