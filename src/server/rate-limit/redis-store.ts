import { createClient } from "redis";
import { logger } from "@/server/log";
import type { RateLimitStore } from "./rate-limiter";

/** Fixed windows in Redis, shared by every replica: INCR plus an expiry set on the first hit. */
export function createRedisStore(url: string): RateLimitStore {
  const client = createClient({ url, socket: { connectTimeout: 2_000 } });
  client.on("error", (error: unknown) => logger.warn("rate-limit redis failed", { error: error instanceof Error ? error.message : String(error) }));
  const ready = client.connect();
  return {
    async hit(key, windowMs) {
      await ready;
      const redisKey = `checkout:rate:${key}`;
      const [count, ttl] = (await client.multi().incr(redisKey).pExpire(redisKey, windowMs, "NX").pTTL(redisKey).exec()) as unknown as [
        number,
        number,
        number,
      ];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
  };
}
