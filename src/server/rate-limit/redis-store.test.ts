// @vitest-environment node
import { createClient } from "redis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closedPort } from "@/test/closed-port";
import { silentServer, startRedisServer } from "@/test/redis-server";
import { createRedisStore } from "./redis-store";

const silent: Awaited<ReturnType<typeof silentServer>>[] = [];

/** The port of a Redis that accepts connections and never answers, closed after the test. */
async function hangingPort(): Promise<number> {
  const server = await silentServer();
  silent.push(server);
  return server.port;
}

afterEach(async () => {
  for (const server of silent.splice(0)) await server.close();
});

describe("rate limiting in Redis when Redis fails", () => {
  it.each([
    ["down", closedPort],
    ["hanging", hangingPort],
  ])("still counts every hit, in the process, without waiting when Redis is %s", async (_, port) => {
    const store = createRedisStore(`redis://127.0.0.1:${await port()}`, 200);
    const startedAt = Date.now();
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push((await store.hit("login:session:x", 60_000)).count);
    expect(counts).toEqual([1, 2, 3]);
    // At most one timeout per hit, never the connection's retries.
    expect(Date.now() - startedAt).toBeLessThan(3 * 200 + 500);
  });
});

/**
 * A store whose Redis client is connected: until it is, hits count in the process. Waits for the
 * store's hits to reach Redis, seen by a client of the test's own.
 */
async function connectedStore(url: string, observer: ReturnType<typeof createClient>) {
  const store = createRedisStore(url, 2_000);
  const probe = `probe:${Math.random()}`;
  await expect
    .poll(async () => {
      await store.hit(probe, 60_000);
      return observer.exists(`checkout:rate:${probe}`);
    })
    .toBe(1);
  return store;
}

/** A redis-server and a client of the test's own, started before the describe's tests and stopped after them. */
function redisForTheseTests(args: string[] = []) {
  let server: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  let client: ReturnType<typeof createClient> | undefined;
  beforeAll(async () => {
    server = await startRedisServer(args);
    client = createClient({ url: server.url });
    await client.connect();
  }, 30_000);
  afterAll(async () => {
    client?.destroy();
    await server?.stop();
  });
  return { redis: () => server!, observer: () => client! };
}

describe.each([
  ["Redis", []],
  // Redis before 7 refuses PEXPIRE's NX, and a transaction that holds it fails as a whole. This
  // server has no PEXPIRE at all, a stricter stand-in that needs no old Redis.
  ["a Redis without PEXPIRE … NX (older than 7)", ["--rename-command", "PEXPIRE", '""']],
])("rate limiting in %s", (_, args) => {
  const { redis, observer } = redisForTheseTests(args);

  it("counts the hits of every replica in one window, which ends when its time is up", async () => {
    const [a, b] = [await connectedStore(redis().url, observer()), await connectedStore(redis().url, observer())];
    const key = `login:session:${Math.random()}`;
    const counts = [];
    for (const replica of [a, b, a, b]) counts.push(await replica.hit(key, 1_000));
    expect(counts.map(({ count }) => count)).toEqual([1, 2, 3, 4]);
    // The window started at the first hit: later hits do not move its end.
    for (const { resetInMs } of counts) expect(resetInMs).toBeGreaterThan(0);
    expect(counts[3]!.resetInMs).toBeLessThanOrEqual(counts[0]!.resetInMs);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await b.hit(key, 1_000)).count).toBe(1);
  });
});

describe("rate limiting in Redis, exact and never waiting long", () => {
  const { redis, observer } = redisForTheseTests();

  it("counts a replica's very first hits in Redis with the others', so 20 means 20", async () => {
    // Both stores just made: their clients are still connecting.
    const [a, b] = [createRedisStore(redis().url, 2_000), createRedisStore(redis().url, 2_000)];
    const key = `login:address:${Math.random()}`;
    const counts = [];
    for (const replica of [a, b, a, b]) counts.push((await replica.hit(key, 60_000)).count);
    expect(counts).toEqual([1, 2, 3, 4]);
  });

  it("Redis hanging: one hit waits, the next count in the process at once, and Redis counts again once it answers", async () => {
    const store = await connectedStore(redis().url, observer());
    const key = `login:session:${Math.random()}`;
    expect((await store.hit(key, 60_000)).count).toBe(1);
    process.kill(redis().pid, "SIGSTOP");
    try {
      const first = Date.now();
      await store.hit(key, 60_000);
      expect(Date.now() - first).toBeLessThan(2_000 + 500);
      const rest = Date.now();
      for (let i = 0; i < 5; i++) await store.hit(key, 60_000);
      expect(Date.now() - rest).toBeLessThan(100);
    } finally {
      process.kill(redis().pid, "SIGCONT");
    }
    // Back: within a probe or two the hits reach Redis again.
    const after = `login:session:${Math.random()}`;
    await expect
      .poll(
        async () => {
          await store.hit(after, 60_000);
          return observer().exists(`checkout:rate:${after}`);
        },
        { timeout: 10_000 },
      )
      .toBe(1);
  }, 30_000);
});

describe("rate limiting in Redis, a counter left without an expiry", () => {
  it("gets the window's expiry at its next hit, so its key is not locked out for good", async () => {
    const redis = await startRedisServer();
    const observer = createClient({ url: redis.url });
    try {
      await observer.connect();
      const store = await connectedStore(redis.url, observer);
      await observer.set("checkout:rate:login:session:stuck", "41");
      expect(await store.hit("login:session:stuck", 60_000)).toEqual({ count: 42, resetInMs: 60_000 });
      expect(await observer.pTTL("checkout:rate:login:session:stuck")).toBeGreaterThan(59_000);
    } finally {
      observer.destroy();
      await redis.stop();
    }
  }, 30_000);
});
