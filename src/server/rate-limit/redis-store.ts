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

/** How often a store whose Redis stopped answering asks it again, in the background. */
export const REDIS_PROBE_EVERY_MS = 1_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Fixed windows in Redis, shared by every replica: the first hit of a window creates its counter
 * with the window's expiry (SET … NX PX), every hit counts (INCR keeps the expiry), in one
 * transaction. Commands of Redis 2.6.12 and later: PEXPIRE's NX, which would do the same in fewer
 * words, needs Redis 7, and before 7 it failed every transaction, so each replica counted alone.
 *
 * A replica's first hits wait for its client's first connection (at most `timeoutMs`), so that
 * they count with the other replicas' and a limit of 20 means 20, not 20 plus one per replica.
 *
 * Redis down, unreachable or hanging must never hold a login or a payment. A hit Redis does not
 * answer within `timeoutMs` opens a circuit: from then on every hit is counted in this process's
 * memory at once, so the limits still hold per replica and a request waits for nothing, while
 * the store asks Redis in the background every REDIS_PROBE_EVERY_MS and closes the circuit when it
 * answers. Each change is one log line: "counting in this process", then "answers again".
 */
export function createRedisStore(url: string, timeoutMs = REDIS_HIT_TIMEOUT_MS): RateLimitStore {
  // The client (about 1 MiB of module source) loads only when Redis is configured, and in the
  // background: until it is connected, hits use the fallback as they do while it reconnects.
  let client: ReturnType<typeof createClient> | undefined;
  let markReady: () => void = () => undefined;
  const firstReady = new Promise<void>((resolve) => (markReady = resolve));
  void import("redis").then(
    ({ createClient }) => {
      // Without the offline queue, a command sent while disconnected fails at once instead of waiting.
      client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000 } });
      client.on("error", (error: unknown) =>
        logger.warn("rate-limit redis failed", { error: error instanceof Error ? error.message : String(error) }),
      );
      client.on("ready", markReady);
      // The client keeps reconnecting by itself; until it is ready, hits use the fallback.
      client.connect().catch(() => undefined);
    },
    (error: unknown) => {
      // Without the client every hit keeps counting in this process, as while Redis is down.
      logger.warn("rate-limit redis client did not load", { error: error instanceof Error ? error.message : String(error) });
      markReady();
    },
  );
  // The first hits wait for the first connection; once it came, or that wait ran out, none waits.
  let startup: Promise<void> | null = Promise.race([firstReady, delay(timeoutMs)]).then(() => {
    startup = null;
  });
  let open = false;

  const probe = async () => {
    while (open) {
      await delay(REDIS_PROBE_EVERY_MS);
      try {
        if (client?.isReady) {
          await withTimeout(client.ping(), timeoutMs);
          open = false;
          logger.info("rate-limit redis answers again");
        }
      } catch {
        // Still not answering: the next probe asks again.
      }
    }
  };
  const openCircuit = (error: unknown) => {
    if (open) return;
    open = true;
    logger.warn("rate-limit redis did not answer, counting in this process until it does", {
      error: error instanceof Error ? error.message : String(error),
    });
    void probe();
  };

  const fallback = createMemoryStore();
  return {
    where: () => (open || !client?.isReady ? "memory, redis not answering" : "redis"),
    async hit(key, windowMs) {
      if (startup) await startup;
      if (open || !client?.isReady) return fallback.hit(key, windowMs);
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
        openCircuit(error);
        return fallback.hit(key, windowMs);
      }
    },
  };
}
