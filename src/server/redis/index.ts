import { getEnv } from "@/server/env";
import { connectRedis, type SharedRedis } from "./shared-redis";

export {
  connectRedis,
  RedisNotAnswering,
  REDIS_PROBE_EVERY_MS,
  REDIS_TIMEOUT_MS,
  type RedisClient,
  type SharedRedis,
} from "./shared-redis";

// Next bundles pages and /api routes apart, each with its own copy of this module: the connection
// is kept on the process, so every bundle shares one client and one circuit.
const CONNECTIONS = Symbol.for("checkout.redis");
const processSlot = globalThis as typeof globalThis & { [CONNECTIONS]?: Map<string, SharedRedis> };

/** This process's connection to REDIS_URL's Redis, made at the first call; null without REDIS_URL. */
export function sharedRedis(): SharedRedis | null {
  const url = getEnv().REDIS_URL;
  if (!url) return null;
  const connections = (processSlot[CONNECTIONS] ??= new Map());
  let connection = connections.get(url);
  if (!connection) connections.set(url, (connection = connectRedis(url)));
  return connection;
}
