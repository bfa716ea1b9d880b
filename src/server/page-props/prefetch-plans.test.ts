// @vitest-environment node
import { createServer as createHttpServer, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort } from "@/test/closed-port";
import { switchablePricing, VPN_PLANS_QUERY as variables } from "@/test/switchable-pricing";
import { startTestSandbox, type TestSandbox } from "../../../sandbox/test/test-sandbox";
import { clearPlansCache, prefetchPlans } from "./prefetch-plans";

const TIMEOUTS = { attemptMs: 3_000, budgetMs: 8_000 };

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe("prefetchPlans", () => {
  it("fills the SSR cache with the package for the page", async () => {
    const result = await prefetchPlans(`${sandbox.url}/graphql`, variables, TIMEOUTS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.getPackagePlans?.plans.length).toBeGreaterThan(0);
    expect(result.data.getPackagePlans?.coupon?.status).toBe("applied");
    expect(Object.keys(result.urqlState)).toHaveLength(1);
    // The page carries the plans without urql's type names: the same answer, fewer bytes.
    const text = Object.values(result.urqlState)[0]?.data ?? "";
    expect(text).not.toContain("__typename");
    const withoutTypenames = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(withoutTypenames)
        : value && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([key]) => key !== "__typename")
                .map(([key, inner]) => [key, withoutTypenames(inner)]),
            )
          : value;
    expect(JSON.stringify(result.data)).toContain("__typename");
    expect(JSON.parse(text)).toEqual(withoutTypenames(result.data));
  });

  it("fails with a [Network] message when the pricing API stays unreachable after its retries", async () => {
    const result = await prefetchPlans(`http://127.0.0.1:${await closedPort()}/graphql`, variables, TIMEOUTS);
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/^\[Network\]/) });
  }, 30_000);

  it("gives up on a pricing API that never answers within its budget, and hangs up on it", async () => {
    const received: IncomingMessage[] = [];
    const hanging = createHttpServer((req) => received.push(req));
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    const { port } = hanging.address() as { port: number };
    try {
      const result = await prefetchPlans(
        `http://127.0.0.1:${port}/graphql`,
        { ...variables, coupon: "HANG" },
        { attemptMs: 300, budgetMs: 3_500 },
      );
      expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/^\[Network\]/) });
      // Tried again after the first try's time limit, and every abandoned try was cancelled.
      expect(received.length).toBeGreaterThanOrEqual(2);
      await Promise.all(received.map((req) => (req.socket.destroyed ? null : new Promise((resolve) => req.socket.once("close", resolve)))));
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  }, 30_000);
});

describe("prefetchPlans while the pricing API is slow or failing", () => {
  // A pricing API in front of the sandbox that can be made slow or failing between calls.
  let pricing: Awaited<ReturnType<typeof switchablePricing>>;
  let url = "";
  beforeAll(async () => {
    pricing = await switchablePricing(sandbox.url);
    url = pricing.url;
  });
  afterAll(async () => {
    await pricing.close();
  });
  const quick = { attemptMs: 500, budgetMs: 3_000 };
  const query = (coupon: string) => ({ ...variables, coupon });

  it("serves the last good answer, marked stale, when the API fails, and a fresh one once it is back", async () => {
    pricing.mode = "pass";
    const good = await prefetchPlans(url, query("SAVE20"), quick);
    expect(good).toMatchObject({ ok: true, stale: false });
    clearPlansCache();
    pricing.mode = "fail";
    const standIn = await prefetchPlans(url, query("SAVE20"), quick);
    expect(standIn).toMatchObject({ ok: true, stale: true });
    if (!standIn.ok || !good.ok) return;
    expect(standIn.data).toEqual(good.data);
    pricing.mode = "pass";
    expect(await prefetchPlans(url, query("SAVE20"), quick)).toMatchObject({ ok: true, stale: false });
  }, 30_000);

  it("waits one try at most for a slow API, then serves the last good answer while the call refreshes it", async () => {
    pricing.mode = "pass";
    await prefetchPlans(url, query("SLOW"), quick);
    clearPlansCache();
    pricing.mode = "slow";
    const started = Date.now();
    const standIn = await prefetchPlans(url, query("SLOW"), quick);
    expect(standIn).toMatchObject({ ok: true, stale: true });
    expect(Date.now() - started).toBeLessThan(1_400);
    // The slow answer still arrives and becomes the fresh one for the next render.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    pricing.mode = "pass";
    expect(await prefetchPlans(url, query("SLOW"), quick)).toMatchObject({ ok: true, stale: false });
  }, 30_000);

  it("has nothing to stand in for a query it never answered: the page's error", async () => {
    clearPlansCache({ lastGood: true });
    pricing.mode = "fail";
    expect(await prefetchPlans(url, query("NEVER"), quick)).toMatchObject({ ok: false });
  }, 30_000);
});
