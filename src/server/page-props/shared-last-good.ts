import { createHash } from "node:crypto";
import type { SSRData } from "@urql/core";
import { z } from "zod";
import { GetPackagePlansDocument, type GetPackagePlansQuery, type GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";
import { packagePlansKey, rememberParsedPlans } from "@/features/plans";
import { logger } from "@/server/log";
import { sharedRedis } from "@/server/redis";
import { goodPlansAnswerSchema } from "./plans-answer-schema";
import { plansStateText } from "./plans-state-text";

/** How long a last good answer may stand in, here and in Redis. */
export const LAST_GOOD_MS = 24 * 60 * 60_000;

/** A last good answer read back from Redis, with when it was answered. */
export interface SharedLastGood {
  at: number;
  answer: { ok: true; urqlState: SSRData; data: GetPackagePlansQuery };
}

export const SHARED_LAST_GOOD_PREFIX = "checkout:plans:last-good:";

/**
 * The Redis key of a query's last good answer. The query's key (pricing URL, variables,
 * experiment) may be long and holds the coupon, so it is hashed; the query's text is hashed with
 * it, so a release that asks for other fields never reads an answer of the one before.
 */
function redisKeyOf(key: string): string {
  return (
    SHARED_LAST_GOOD_PREFIX +
    createHash("sha256")
      .update(JSON.stringify([GetPackagePlansDocument, key]))
      .digest("hex")
  );
}

/** An answer that was good before, written a minute or more into the future, is no answer of ours. */
const CLOCK_SKEW_MS = 60_000;
const storedSchema = z.strictObject({ at: z.number().int(), data: z.unknown() });

/**
 * Writes a good answer to Redis for the other replicas, behind the page: the page never waits for
 * it, and a write that fails is said once by the connection (the circuit's line, or "redis
 * refused a command"), not per page. Without REDIS_URL it does nothing.
 */
export function shareLastGood(key: string, data: GetPackagePlansQuery): void {
  const redis = sharedRedis();
  if (!redis) return;
  const value = JSON.stringify({ at: Date.now(), data });
  redis
    .run("pricing last good write", (client) => client.set(redisKeyOf(key), value, { expiration: { type: "PX", value: LAST_GOOD_MS } }))
    .catch(() => undefined);
}

/**
 * The last good answer another replica (or this one) wrote to Redis for the query, if Redis
 * answers within the connection's limit (half a second; nothing at once while its circuit is
 * open) and the value is a good answer of this version, younger than LAST_GOOD_MS. Anything else
 * in its place is ignored, never served. The page's `urqlState` is made from the answer as the
 * server's urql client makes it: one entry at the query's key.
 */
export async function sharedLastGoodOf(key: string, variables: GetPackagePlansQueryVariables): Promise<SharedLastGood | undefined> {
  const redis = sharedRedis();
  if (!redis) return undefined;
  let text: string | null;
  try {
    text = await redis.run("pricing last good read", (client) => client.get(redisKeyOf(key)));
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  const ignored = (reason: string) => {
    logger.warn("pricing last good answer in redis ignored", { reason });
    return undefined;
  };
  let stored: z.infer<typeof storedSchema>;
  try {
    stored = storedSchema.parse(JSON.parse(text));
  } catch {
    return ignored("not a stored answer");
  }
  const age = Date.now() - stored.at;
  if (age > LAST_GOOD_MS || age < -CLOCK_SKEW_MS) return ignored("too old or from the future");
  const data = goodPlansAnswerSchema.safeParse(stored.data);
  if (!data.success) return ignored("not a good plans answer");
  // The answer as it was written (the schema lets no other key through), in its own key order.
  const urqlState: SSRData = { [packagePlansKey(variables)]: { hasNext: false, data: plansStateText(stored.data) } };
  rememberParsedPlans(urqlState, data.data);
  return { at: stored.at, answer: { ok: true, urqlState, data: data.data } };
}
