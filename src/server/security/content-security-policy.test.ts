import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env";
import { contentSecurityPolicy } from "./content-security-policy";

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split("; ").map((part) => {
      const [name = "", ...values] = part.split(" ");
      return [name, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("allows scripts only by this response's nonce and forbids framing", () => {
    const policy = directives(contentSecurityPolicy(parseEnv({}), "abc", false));
    expect(policy["script-src"]?.slice(0, 3)).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
  });

  it("gives each response its own nonce, and each page's settings their own policy, from one environment", () => {
    const env = parseEnv({ GATEWAY_URL: "https://pay.example.com/v1" });
    const first = directives(contentSecurityPolicy(env, "first", false));
    const second = directives(contentSecurityPolicy(env, "second", false));
    expect(first["script-src"]?.[1]).toBe("'nonce-first'");
    expect(second["script-src"]?.[1]).toBe("'nonce-second'");
    expect({ ...second, "script-src": [] }).toEqual({ ...first, "script-src": [] });
    // A page offering Google Pay, and one whose dev settings name another pricing API, after the plain one.
    expect(directives(contentSecurityPolicy(env, "third", false, undefined, true))["frame-src"]).toContain("https://pay.google.com");
    const devPricing = directives(contentSecurityPolicy(env, "fourth", false, "https://pricing.dev.example/graphql"));
    expect(devPricing["connect-src"]).toContain("https://pricing.dev.example");
    expect(directives(contentSecurityPolicy(env, "fifth", false))["connect-src"]).not.toContain("https://pricing.dev.example");
  });

  it("allows workers from the app's own origin only (the ICU warm-up), whatever else is configured", () => {
    const env = parseEnv({ GATEWAY_URL: "https://pay.example.com/v1", GTM_ID: "GTM-ABC123" });
    expect(directives(contentSecurityPolicy(env, "n", false, undefined, true))["worker-src"]).toEqual(["'self'"]);
  });

  it("lets forms post only to the app and the payment gateway, and reports violations to the app", () => {
    const policy = directives(contentSecurityPolicy(parseEnv({ GATEWAY_URL: "https://pay.example.com/v1" }), "n", false));
    expect(policy["form-action"]).toEqual(["'self'", "https://pay.example.com"]);
    expect(policy["report-uri"]).toEqual(["/api/csp-report/"]);
    expect(policy["report-to"]).toEqual(["csp-endpoint"]);
  });

  it("names the tag manager and the tracking script's origin only when they are configured", () => {
    const bare = directives(contentSecurityPolicy(parseEnv({ GATEWAY_URL: "https://pay.example.com/v1" }), "n", false));
    expect(bare["script-src"]).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'", "https://pay.example.com"]);
    const env = parseEnv({
      GATEWAY_URL: "https://pay.example.com/v1",
      GTM_ID: "GTM-ABC123",
      TRACY_URL: "https://cdn.tracy.example/tracy.js",
    });
    const policy = directives(contentSecurityPolicy(env, "n", false));
    expect(policy["script-src"]).toEqual([
      "'self'",
      "'nonce-n'",
      "'strict-dynamic'",
      "https://pay.example.com",
      "https://cdn.tracy.example",
      "https://www.googletagmanager.com",
    ]);
    expect(policy["connect-src"]).toContain("https://cdn.tracy.example");
    expect(policy["connect-src"]).toContain("https://www.googletagmanager.com");
  });

  it("lets the browser reach only the configured backends", () => {
    const env = parseEnv({
      PRICING_API_URL: "https://pricing.example.com/graphql",
      GATEWAY_URL: "https://pay.example.com/v1",
      OTEL_COLLECTOR_URL: "https://otel.example.com/otel-collector",
    });
    const policy = directives(contentSecurityPolicy(env, "n", false));
    expect(policy["connect-src"]).toEqual(["'self'", "https://pricing.example.com", "https://pay.example.com", "https://otel.example.com"]);
    expect(policy["frame-src"]).toEqual(["https://pay.example.com"]);
  });

  it("adds Google Pay's script, frames, connections and images only for a page that offers it", () => {
    const env = parseEnv({ GATEWAY_URL: "https://pay.example.com/v1" });
    const without = directives(contentSecurityPolicy(env, "n", false));
    const withGooglePay = directives(contentSecurityPolicy(env, "n", false, undefined, true));
    expect(Object.values(without).flat().join(" ")).not.toMatch(/google\.com\/pay|pay\.google\.com|gstatic/);
    expect(withGooglePay["script-src"]).toContain("https://pay.google.com");
    expect(withGooglePay["frame-src"]).toEqual(["https://pay.example.com", "https://pay.google.com"]);
    expect(withGooglePay["connect-src"]).toEqual(expect.arrayContaining(["https://pay.google.com", "https://google.com/pay"]));
    expect(withGooglePay["img-src"]).toContain("https://www.gstatic.com");
  });

  it("allows eval and the hot-reload socket only in development", () => {
    const policy = directives(contentSecurityPolicy(parseEnv({}), "n", true));
    expect(policy["script-src"]).toContain("'unsafe-eval'");
    expect(policy["connect-src"]).toContain("ws:");
  });
});
