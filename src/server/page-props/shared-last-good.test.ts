// @vitest-environment node
import { createClient } from "redis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SharedRedis } from "@/server/redis";
import { closedPort } from "@/test/closed-port";
import { silentServer, startRedisServer } from "@/test/redis-server";
import { switchablePricing, VPN_PLANS_QUERY as variables } from "@/test/switchable-pricing";
import { startTestSandbox, type TestSandbox } from "../../../sandbox/test/test-sandbox";

// Two replicas are two module registries of prefetch-plans: each its own caches, its own
// environment and its own Redis connection, sharing only the real redis-server.

const QUICK = { attemptMs: 500, budgetMs: 3_000 };
const LAST_GOOD_KEYS = "checkout:plans:last-good:*";
const DAY_MS = 24 * 60 * 60_000;

let sandbox: TestSandbox;
let pricing: Awaited<ReturnType<typeof switchablePricing>>;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let observer: ReturnType<typeof createClient>;
const connections: SharedRedis[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  pricing = await switchablePricing(sandbox.url);
  redis = await startRedisServer();
  observer = createClient({ url: redis.url });
  await observer.connect();
}, 30_000);

afterAll(async () => {
  observer?.destroy();
  await redis?.stop();
  await pricing?.close();
  await sandbox?.close();
});

beforeEach(async () => {
  pricing.mode = "pass";
  await observer.flushAll();
});

afterEach(() => {
  for (const connection of connections.splice(0)) connection.close();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A replica with REDIS_URL `redisUrl` and nothing priced yet: its prefetchPlans. */
async function replica(redisUrl: string) {
  vi.resetModules();
  vi.stubEnv("REDIS_URL", redisUrl);
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("checkout.redis")];
  const { prefetchPlans, clearPlansCache } = await import("./prefetch-plans");
  const { sharedRedis } = await import("@/server/redis");
  connections.push(sharedRedis()!);
  return {
    prefetch: (coupon = "SAVE20") => prefetchPlans(pricing.url, { ...variables, coupon }, QUICK),
    /** Forgets everything this replica priced, as a replica started after the answer was written. */
    forget: () => clearPlansCache({ lastGood: true }),
  };
}

/** The one last good answer in Redis, once the replica's write behind the page has landed. */
async function storedKey(): Promise<string> {
  await expect.poll(() => observer.keys(LAST_GOOD_KEYS), { timeout: 5_000 }).toHaveLength(1);
  return (await observer.keys(LAST_GOOD_KEYS))[0]!;
}

describe("last good prices shared through Redis", () => {
  it("replica B, which never priced the query, serves replica A's answer marked stale while pricing fails", async () => {
    const a = await replica(redis.url);
    const good = await a.prefetch();
    expect(good).toMatchObject({ ok: true, stale: false });
    const key = await storedKey();
    // Kept as long as a replica keeps its own.
    expect(await observer.pTTL(key)).toBeGreaterThan(DAY_MS - 60_000);
    expect(await observer.pTTL(key)).toBeLessThanOrEqual(DAY_MS);

    pricing.mode = "fail";
    const b = await replica(redis.url);
    const standIn = await b.prefetch();
    expect(standIn).toMatchObject({ ok: true, stale: true });
    if (!standIn.ok || !good.ok) return;
    expect(standIn.data).toEqual(good.data);
    // The page's urql state is the one A rendered, so the browser reads the same prices.
    expect(standIn.urqlState).toEqual(good.urqlState);

    pricing.mode = "pass";
    expect(await b.prefetch()).toMatchObject({ ok: true, stale: false });
  }, 30_000);

  it("waits one try at most for a slow API before standing in with another replica's answer", async () => {
    const a = await replica(redis.url);
    await a.prefetch("SLOW");
    await storedKey();
    pricing.mode = "slow";
    const b = await replica(redis.url);
    const started = Date.now();
    expect(await b.prefetch("SLOW")).toMatchObject({ ok: true, stale: true });
    expect(Date.now() - started).toBeLessThan(1_400);
  }, 30_000);

  it("ignores a value in Redis that is not a good answer of this version: the page gets its error", async () => {
    const a = await replica(redis.url);
    await a.prefetch();
    const key = await storedKey();
    const written = (await observer.get(key))!;
    const { at, data } = JSON.parse(written) as { at: number; data: { getPackagePlans: Record<string, unknown> } };
    pricing.mode = "fail";
    const b = await replica(redis.url);

    const bad = [
      "not json",
      JSON.stringify({ at, data: { getPackagePlans: { ...data.getPackagePlans, plans: "none" } } }),
      JSON.stringify({ at, data: { getPackagePlans: { ...data.getPackagePlans, injected: "<script>" } } }),
      JSON.stringify({ at, data: { getPackagePlans: null } }),
      JSON.stringify({ at: Date.now() - DAY_MS - 1_000, data }),
      JSON.stringify({ at, data, from: "another program" }),
    ];
    for (const value of bad) {
      await observer.set(key, value);
      b.forget();
      expect(await b.prefetch(), value.slice(0, 80)).toMatchObject({ ok: false });
    }
    // Not a string at all: Redis refuses the read.
    await observer.del(key);
    await observer.hSet(key, "at", String(at));
    b.forget();
    expect(await b.prefetch()).toMatchObject({ ok: false });

    // The value A wrote, put back, stands in again.
    await observer.del(key);
    await observer.set(key, written);
    b.forget();
    expect(await b.prefetch()).toMatchObject({ ok: true, stale: true });
  }, 30_000);

  it("Redis paused: one failing page waits for it at most half a second, the next ones not at all, said once", async () => {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, "write").mockImplementation((chunk, ...rest) => {
      lines.push(String(chunk));
      return write(chunk, ...(rest as []));
    });
    const b = await replica(redis.url);
    expect(await b.prefetch()).toMatchObject({ ok: true, stale: false });
    await storedKey();
    pricing.mode = "fail";
    process.kill(redis.pid, "SIGSTOP");
    try {
      const first = Date.now();
      b.forget();
      expect(await b.prefetch()).toMatchObject({ ok: false });
      expect(Date.now() - first).toBeLessThan(1_000);
      const rest = Date.now();
      for (let i = 0; i < 3; i++) {
        b.forget();
        expect(await b.prefetch()).toMatchObject({ ok: false });
      }
      expect(Date.now() - rest).toBeLessThan(300);
    } finally {
      process.kill(redis.pid, "SIGCONT");
    }
    expect(lines.filter((line) => line.includes("did not answer"))).toHaveLength(1);
  }, 30_000);

  it.each([
    ["down", async () => ({ port: await closedPort(), close: async () => undefined })],
    ["hanging", silentServer],
  ])(
    "Redis %s: a good answer is served fresh, and a failure gets the page's error at once, said once",
    async (_, unreachable) => {
      const server = await unreachable();
      const lines: string[] = [];
      const write = process.stdout.write.bind(process.stdout);
      vi.spyOn(process.stdout, "write").mockImplementation((chunk, ...rest) => {
        lines.push(String(chunk));
        return write(chunk, ...(rest as []));
      });
      try {
        const b = await replica(`redis://127.0.0.1:${server.port}`);
        expect(await b.prefetch()).toMatchObject({ ok: true, stale: false });
        pricing.mode = "fail";
        const started = Date.now();
        for (let i = 0; i < 3; i++) {
          b.forget();
          expect(await b.prefetch()).toMatchObject({ ok: false });
        }
        // At most one wait of the connection's half second, never one per page.
        expect(Date.now() - started).toBeLessThan(1_500);
        expect(lines.filter((line) => line.includes("did not answer")).length).toBeLessThanOrEqual(1);
        expect(lines.filter((line) => line.includes("pricing last good"))).toEqual([]);
      } finally {
        await server.close();
      }
    },
    30_000,
  );
});
