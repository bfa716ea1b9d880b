// @vitest-environment node
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../../../sandbox/test/test-sandbox";
import { prefetchPlans } from "./prefetch-plans";

const variables = {
  countryCode: "US",
  currencyCode: "EUR" as const,
  packageId: "vpn",
  filters: null,
  coupon: "SAVE20",
  crossSellPackageId: "vpn-cross-sell",
  knowledgeBaseVersion: null,
};

/** A port nothing listens on: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe("prefetchPlans", () => {
  it("fills the SSR cache with the package for the page", async () => {
    const result = await prefetchPlans(`${sandbox.url}/graphql`, variables);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.getPackagePlans?.plans.length).toBeGreaterThan(0);
    expect(result.data.getPackagePlans?.coupon?.status).toBe("applied");
    expect(Object.keys(result.urqlState)).toHaveLength(1);
  });

  it("fails with a [Network] message when the pricing API stays unreachable after its retries", async () => {
    const started = Date.now();
    const result = await prefetchPlans(`http://127.0.0.1:${await closedPort()}/graphql`, variables);
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/^\[Network\]/) });
    // The retry exchange waited between its three attempts (1 s initial delay, spec 7).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  }, 30_000);
});
