import type { createClient } from "redis";
import { logger } from "@/server/log";
import { createMemoryStore } from "./memory-store";
import type { RateLimitStore } from "./rate-limiter";

/** How long a hit may wait for Redis before this process counts it alone. */
export const REDIS_HIT_TIMEOUT_MS = 500;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Fixed windows in Redis, shared by every replica: the first hit of a window creates its counter
 * with the window's expiry (SET … NX PX), every hit counts (INCR keeps the expiry), in one
 * transaction. Commands of Redis 2.6.12 and later: PEXPIRE's NX, which would do the same in fewer
 * words, needs Redis 7, and before 7 it failed every transaction, so each replica counted alone.
 * Redis down, unreachable or hanging must never hold a login or a payment: a hit it does not
 * answer within REDIS_HIT_TIMEOUT_MS (at once while the client is reconnecting) is counted in
 * this process's memory instead, so the limits still hold per replica until Redis is back.
 */
export function createRedisStore(url: string, timeoutMs = REDIS_HIT_TIMEOUT_MS): RateLimitStore {
  // The client (about 1 MiB of module source) loads only when Redis is configured, and in the
  // background: until it is connected, hits use the fallback as they do while it reconnects.
  let client: ReturnType<typeof createClient> | undefined;
  void import("redis").then(
    ({ createClient }) => {
      // Without the offline queue, a command sent while disconnected fails at once instead of waiting.
      client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000 } });
      client.on("error", (error: unknown) =>
        logger.warn("rate-limit redis failed", { error: error instanceof Error ? error.message : String(error) }),
      );
      // The client keeps reconnecting by itself; until it is ready, hits use the fallback.
      client.connect().catch(() => undefined);
    },
    (error: unknown) =>
      // Without the client every hit keeps counting in this process, as while Redis is down.
      logger.warn("rate-limit redis client did not load", { error: error instanceof Error ? error.message : String(error) }),
  );
  const fallback = createMemoryStore();
  return {
    async hit(key, windowMs) {
      if (!client?.isReady) return fallback.hit(key, windowMs);
      const redisKey = `checkout:rate:${key}`;
      try {
        const [, count, ttl] = (await withTimeout(
          client
            .multi()
            .set(redisKey, "0", { condition: "NX", expiration: { type: "PX", value: windowMs } })
            .incr(redisKey)
            .pTTL(redisKey)
            .exec(),
          timeoutMs,
        )) as unknown as [unknown, number, number];
        // A counter without an expiry (written by hand, or left by another program) would never
        // end its window and lock its key out for good: it gets the window's expiry.
        if (ttl === -1) await withTimeout(client.pExpire(redisKey, windowMs), timeoutMs);
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch (error) {
        logger.warn("rate-limit redis did not answer, counting in this process", {
          error: error instanceof Error ? error.message : String(error),
        });
        return fallback.hit(key, windowMs);
      }
    },
  };
}
