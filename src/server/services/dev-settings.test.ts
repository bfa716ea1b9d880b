import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "@/server/env";
import { DEV_SETTINGS_WARNING_EVERY_MS, reportDevSettingsInProduction, resolveServices } from "./dev-settings";

const env = parseEnv({ ALLOWED_REDIRECT_ORIGINS: "https://staging.example.com" });
const defaults = { pricingApiUrl: env.PRICING_API_URL, checkoutApiUrl: env.CHECKOUT_API_URL };

describe("resolveServices", () => {
  it("uses the environment without a cookie", () => {
    expect(resolveServices(undefined, env)).toEqual(defaults);
  });

  it("points at local or allow-listed backends from the cookie", () => {
    const cookie = JSON.stringify({ pricingApi: "http://localhost:5000/graphql", checkoutApi: "https://staging.example.com" });
    expect(resolveServices(cookie, env)).toEqual({
      pricingApiUrl: "http://localhost:5000/graphql",
      checkoutApiUrl: "https://staging.example.com",
    });
  });

  it.each([
    JSON.stringify({ pricingApi: "https://evil.example.com/graphql" }),
    JSON.stringify({ checkoutApi: "http://169.254.169.254/latest" }),
    JSON.stringify({ pricingApi: "file:///etc/passwd" }),
    JSON.stringify({ pricingApi: "http://localhost:5000", extra: 1 }),
    "{not json",
  ])("refuses %s", (cookie) => {
    expect(resolveServices(cookie, env)).toEqual(defaults);
  });

  it("is ignored in production, and reported as a warning there without its value", async () => {
    const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const production = parseEnv({ DEPLOY_ENV: "production" });
    const cookie = JSON.stringify({ pricingApi: "http://localhost:5000/graphql" });
    expect(resolveServices(cookie, production).pricingApiUrl).toBe(production.PRICING_API_URL);
    await reportDevSettingsInProduction(cookie, env);
    expect(written).not.toHaveBeenCalled();
    const start = 1_000_000_000;
    await reportDevSettingsInProduction(cookie, production, start);
    // A flood within the minute writes nothing more; the next warning counts it.
    for (let i = 1; i <= 500; i++) await reportDevSettingsInProduction(cookie, production, start + i * 100);
    await reportDevSettingsInProduction(cookie, production, start + DEV_SETTINGS_WARNING_EVERY_MS);
    const lines = written.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    written.mockRestore();
    expect(lines).toEqual([
      expect.objectContaining({ level: "warn", fingerprint: "runtime-dev-settings-in-prod" }),
      expect.objectContaining({ level: "warn", fingerprint: "runtime-dev-settings-in-prod" }),
    ]);
    expect(JSON.stringify(lines[0])).toContain("on 1 request since the last warning");
    expect(JSON.stringify(lines[1])).toContain("on 501 requests since the last warning");
    expect(JSON.stringify(lines)).not.toContain("localhost:5000");
  });
});
