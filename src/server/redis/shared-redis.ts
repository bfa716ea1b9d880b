import type { createClient } from "redis";
import { TOO_SLOW, within } from "@/lib/within";
import { logger } from "@/server/log";

export type RedisClient = ReturnType<typeof createClient>;

/** How long one command may wait for Redis before the caller does without it. */
export const REDIS_TIMEOUT_MS = 500;

/** How often a connection whose Redis stopped answering asks it again, in the background. */
export const REDIS_PROBE_EVERY_MS = 1_000;

/** Thrown by `run` instead of waiting: no connection yet, or Redis stopped answering. */
export class RedisNotAnswering extends Error {
  constructor(message = "redis is not answering") {
    super(message);
    this.name = "RedisNotAnswering";
  }
}

/**
 * The one place that talks to Redis: the rate-limit counters and the last good prices share its
 * client and its circuit. Redis is never on a request's way for more than `timeoutMs`.
 */
export interface SharedRedis {
  /** Whether commands go to Redis now: connected, and not given up on after a silence. */
  answering(): boolean;
  /**
   * One command (or transaction) on the client, within `timeoutMs`, or a RedisNotAnswering at
   * once while the circuit is open or the client is not connected. A command Redis answers with
   * an error (a refused write, a missing command) is thrown as it is, and said once per `what`
   * until that command works again; one Redis does not answer in time opens the circuit.
   */
  run<T>(what: string, command: (client: RedisClient) => Promise<T>): Promise<T>;
  /** Closes the client (tests; a server process keeps its connection for life). */
  close(): void;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  const answer = await within(promise, ms);
  if (answer === TOO_SLOW) throw new Error(`no answer within ${ms} ms`);
  return answer;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A Redis client for this process, loaded and connected in the background: the client (about
 * 1 MiB of module source) loads only when Redis is configured.
 *
 * A process's first commands wait for its client's first connection (at most `timeoutMs`), so
 * that a replica's first rate-limit hits count with the other replicas'.
 *
 * Redis down, unreachable or hanging must never hold a request. A command Redis does not answer
 * within `timeoutMs` opens a circuit: from then on every command fails at once, and callers do
 * without Redis, while the connection asks Redis in the background every REDIS_PROBE_EVERY_MS and
 * closes the circuit when it answers. Each change is one log line: "did not answer", then
 * "answers again". The lines keep the words operators alert on, from when only the rate limits
 * used Redis.
 */
export function connectRedis(url: string, timeoutMs = REDIS_TIMEOUT_MS): SharedRedis {
  let client: RedisClient | undefined;
  let isReply: (error: unknown) => boolean = () => false;
  let closed = false;
  let markReady: () => void = () => undefined;
  const firstReady = new Promise<void>((resolve) => (markReady = resolve));
  void import("redis").then(
    ({ createClient, ErrorReply }) => {
      if (closed) return;
      isReply = (error) => error instanceof ErrorReply;
      // Without the offline queue, a command sent while disconnected fails at once instead of waiting.
      client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000 } });
      client.on("error", (error: unknown) => logger.warn("rate-limit redis failed", { error: messageOf(error) }));
      client.on("ready", markReady);
      // The client keeps reconnecting by itself; until it is ready, commands fail at once.
      client.connect().catch(() => undefined);
    },
    (error: unknown) => {
      // Without the client every caller does without Redis, as while Redis is down.
      logger.warn("rate-limit redis client did not load", { error: messageOf(error) });
      markReady();
    },
  );
  // The first commands wait for the first connection; once it came, or that wait ran out, none waits.
  let startup: Promise<void> | null = Promise.race([firstReady, delay(timeoutMs)]).then(() => {
    startup = null;
  });
  let open = false;
  const refusing = new Set<string>();

  const probe = async () => {
    while (open && !closed) {
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
    logger.warn("rate-limit redis did not answer, counting in this process until it does", { error: messageOf(error) });
    void probe();
  };

  return {
    answering: () => !open && Boolean(client?.isReady),
    async run(what, command) {
      if (startup) await startup;
      if (open || !client?.isReady) throw new RedisNotAnswering();
      try {
        const answer = await withTimeout(command(client), timeoutMs);
        refusing.delete(what);
        return answer;
      } catch (error) {
        if (closed) throw error;
        if (!isReply(error)) openCircuit(error);
        else if (!refusing.has(what)) {
          refusing.add(what);
          logger.warn("redis refused a command", { what, error: messageOf(error) });
        }
        throw error;
      }
    },
    close() {
      closed = true;
      open = false;
      client?.destroy();
    },
  };
}
