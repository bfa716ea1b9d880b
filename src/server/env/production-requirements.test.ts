import { afterEach, describe, expect, it, vi } from "vitest";
import { exitOnBadEnv } from "./exit-on-bad-env";
import { productionProblems } from "./production-requirements";

const FULL = {
  DEPLOY_ENV: "production",
  PRICING_API_URL: "https://pricing.example.com/graphql",
  CHECKOUT_API_URL: "https://checkout-api.example.com",
  GATEWAY_URL: "https://gateway.example.com",
  APP_BASE_URL: "https://checkout.example.com",
  DASHBOARD_URL: "https://my.example.com/dashboard/",
  ALLOWED_REDIRECT_ORIGINS: "https://nordvpn.com",
  TRUSTED_PROXIES: "10.0.0.0/8",
  REDIS_URL: "redis://redis:6379",
  NEXT_PUBLIC_SENTRY_DSN: "https://key@sentry.example.com/1",
};

describe("productionProblems", () => {
  it("asks nothing outside production", () => {
    expect(productionProblems({ DEPLOY_ENV: "staging" })).toEqual([]);
    expect(productionProblems({})).toEqual([]);
  });

  it("names every setting production lacks, with what it is for; a blank value is no value", () => {
    const problems = productionProblems({ ...FULL, REDIS_URL: " ", NEXT_PUBLIC_SENTRY_DSN: undefined });
    expect(problems).toEqual([
      "REDIS_URL: production needs it set: the rate-limit counters the replicas share",
      "NEXT_PUBLIC_SENTRY_DSN: production needs it set: error tracking",
    ]);
    expect(productionProblems({ DEPLOY_ENV: "production" })).toHaveLength(9);
    expect(productionProblems(FULL)).toEqual([]);
  });
});

describe("exitOnBadEnv", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("stops a production server that lacks what production needs, naming each, before it serves anything", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    exitOnBadEnv({ DEPLOY_ENV: "production", APP_BASE_URL: "https://checkout.example.com" });
    expect(exit).toHaveBeenCalledWith(1);
    const logged = [...written.mock.calls, ...vi.mocked(process.stderr.write).mock.calls].map(([line]) => String(line)).join("");
    expect(logged).toContain("PRICING_API_URL: production needs it set");
    expect(logged).toContain("TRUSTED_PROXIES: production needs it set");
    expect(logged).not.toContain("APP_BASE_URL: production needs it set");
  });
});
