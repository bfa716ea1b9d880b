import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env";
import { contentSecurityPolicy } from "./content-security-policy";

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split("; ").map((part) => {
    const [name = "", ...values] = part.split(" ");
    return [name, values];
  }));
}

describe("contentSecurityPolicy", () => {
  it("allows scripts only by this response's nonce and forbids framing", () => {
    const policy = directives(contentSecurityPolicy(parseEnv({}), "abc", false));
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
  });

  it("lets the browser reach only the configured backends and Google Pay's payment method manifest", () => {
    const env = parseEnv({
      PRICING_API_URL: "https://pricing.example.com/graphql",
      GATEWAY_URL: "https://pay.example.com/v1",
      OTEL_COLLECTOR_URL: "https://otel.example.com/otel-collector",
    });
    const policy = directives(contentSecurityPolicy(env, "n", false));
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "https://pricing.example.com",
      "https://pay.example.com",
      "https://otel.example.com",
      "https://google.com/pay",
    ]);
    expect(policy["frame-src"]).toEqual(["https://pay.example.com"]);
  });

  it("allows eval and the hot-reload socket only in development", () => {
    const policy = directives(contentSecurityPolicy(parseEnv({}), "n", true));
    expect(policy["script-src"]).toContain("'unsafe-eval'");
    expect(policy["connect-src"]).toContain("ws:");
  });
});
