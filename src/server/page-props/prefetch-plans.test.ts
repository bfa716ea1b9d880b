// @vitest-environment node
import { createServer as createHttpServer, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort } from "@/test/closed-port";
import { startTestSandbox, type TestSandbox } from "../../../sandbox/test/test-sandbox";
import { prefetchPlans } from "./prefetch-plans";

const TIMEOUTS = { attemptMs: 3_000, budgetMs: 8_000 };

const variables = {
  countryCode: "US",
  currencyCode: "EUR" as const,
  packageId: "vpn",
  filters: null,
  coupon: "SAVE20",
  crossSellPackageId: "vpn-cross-sell",
  knowledgeBaseVersion: null,
};

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
