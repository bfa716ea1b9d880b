import { vi } from "vitest";
import { FaultProxy } from "../../e2e/support/fault-proxy";
import { APP_ORIGIN, startTestSandbox, type TestSandbox } from "../../sandbox/test/test-sandbox";

export interface PageBackends {
  sandbox: TestSandbox;
  /** Between the app and the sandbox's pricing API: a test switches it to fail. */
  pricing: FaultProxy;
  /** Between the app and the sandbox's checkout API. */
  checkout: FaultProxy;
  dispose(): Promise<void>;
}

/**
 * A real sandbox behind two fault proxies, and the app's environment pointing at them, for tests
 * that run page loaders as Next would. Call it before the first `getEnv()` of the test file (the
 * environment is read once): import the loaders after it.
 */
export async function startPageBackends(env: Record<string, string> = {}): Promise<PageBackends> {
  const sandbox = await startTestSandbox();
  const pricing = new FaultProxy(sandbox.url);
  const checkout = new FaultProxy(sandbox.url);
  await Promise.all([pricing.start(), checkout.start()]);
  const values: Record<string, string> = {
    PRICING_API_URL: `${pricing.url}/graphql`,
    CHECKOUT_API_URL: checkout.url,
    GATEWAY_URL: `${sandbox.url}/gateway`,
    DASHBOARD_URL: `${sandbox.url}/dashboard/`,
    APP_BASE_URL: APP_ORIGIN,
    DEPLOY_ENV: "local",
    // The identity provider's pages are the sandbox's own origin, not the proxy's: an operator
    // allows such an origin the same way.
    ALLOWED_REDIRECT_ORIGINS: new URL(sandbox.url).origin,
    // A page's backend budget short enough for a test to wait out a hanging backend.
    BACKEND_BUDGET_MS: "2500",
    PRICING_API_TIMEOUT_MS: "1000",
    CHECKOUT_API_TIMEOUT_MS: "1000",
    RENDER_CACHE_MS: "0",
    // The faults these tests cause are logged as warnings; the tests check what the shopper gets.
    LOG_LEVEL: "silent",
    ...env,
  };
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  return {
    sandbox,
    pricing,
    checkout,
    dispose: async () => {
      vi.unstubAllEnvs();
      await Promise.all([pricing.close(), checkout.close()]);
      await sandbox.dispose();
    },
  };
}
