import { describe, expect, it } from "vitest";
import { CLOUDFLARE_RANGES } from "@/server/rate-limit/cdn-ranges";
import { EnvError, parseEnv } from "./parse-env";

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error("expected parseEnv to fail");
}

describe("parseEnv", () => {
  it("needs no variables and points at the local sandbox", () => {
    const env = parseEnv({});
    expect(env.PRICING_API_URL).toBe("http://localhost:4000/graphql");
    expect(env.CHECKOUT_API_URL).toBe("http://localhost:4000");
    expect(env.GATEWAY_URL).toBe("http://localhost:4000/gateway");
    expect(env.DEPLOY_ENV).toBe("local");
    expect(env.GEO_COUNTRY_HEADER).toBe("cf-ipcountry");
    expect(env.SENTRY_TRACES_SAMPLE_RATE).toBe(0);
    expect(env.ALLOWED_REDIRECT_ORIGINS).toEqual([]);
    expect(env.NEXT_PUBLIC_SENTRY_DSN).toBeUndefined();
    expect(env.LINKER_DOMAINS).toHaveLength(6);
  });

  it("reads the linker domains as lower-case host names", () => {
    expect(parseEnv({ LINKER_DOMAINS: " NordVPN.com ,my.nordaccount.com," }).LINKER_DOMAINS).toEqual(["nordvpn.com", "my.nordaccount.com"]);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DEPLOY_ENV: "", PRICING_API_URL: "  " }).DEPLOY_ENV).toBe("local");
  });

  it("accepts a full production configuration", () => {
    const env = parseEnv({
      PRICING_API_URL: "https://pricing.example.com/graphql",
      CHECKOUT_API_URL: "https://checkout-api.example.com",
      GATEWAY_URL: "https://gateway.example.com",
      APP_BASE_URL: "https://checkout.example.com",
      GEO_COUNTRY_HEADER: "X-Country",
      ALLOWED_REDIRECT_ORIGINS: "https://a.example.com/path, https://b.example.com",
      SENTRY_TRACES_SAMPLE_RATE: "0.25",
      GTM_ID: "GTM-ABC1234",
      DEPLOY_ENV: "production",
      REDIS_URL: "redis://cache:6379",
      TRUSTED_PROXIES: "10.0.0.0/8, 2001:db8::/32,192.0.2.7",
      SUPPORT_EMAIL: "help@example.com",
      KEEP_ALIVE_TIMEOUT: "65000",
    });
    expect(env.GEO_COUNTRY_HEADER).toBe("x-country");
    expect(env.ALLOWED_REDIRECT_ORIGINS).toEqual(["https://a.example.com", "https://b.example.com"]);
    expect(env.SENTRY_TRACES_SAMPLE_RATE).toBe(0.25);
    expect(env.DEPLOY_ENV).toBe("production");
    expect(env.TRUSTED_PROXIES).toEqual(["10.0.0.0/8", "2001:db8::/32", "192.0.2.7"]);
    expect(env.KEEP_ALIVE_TIMEOUT).toBe(65_000);
  });

  it.each([
    ["PRICING_API_URL", "not a url"],
    ["CHECKOUT_API_URL", "ftp://files.example.com"],
    ["GATEWAY_URL", "javascript:alert(1)"],
    ["APP_BASE_URL", "localhost:3000"],
    ["DASHBOARD_URL", "/dashboard"],
    ["SUPPORT_EMAIL", "support-at-example"],
    ["SENTRY_TRACES_SAMPLE_RATE", "1.5"],
    ["SENTRY_TRACES_SAMPLE_RATE", "-0.1"],
    ["SENTRY_TRACES_SAMPLE_RATE", "half"],
    ["DEPLOY_ENV", "prod"],
    ["GTM_ID", "UA-1234"],
    ["TRACY_PROJECT_ID", "x"],
    ["REDIS_URL", "http://cache:6379"],
    ["TRUSTED_PROXIES", "10.0.0.0/8, cdn.example.com"],
    ["TRUSTED_PROXIES", "10.0.0.0/33"],
    ["GEO_COUNTRY_HEADER", "bad header"],
    ["ALLOWED_REDIRECT_ORIGINS", "https://ok.example.com, not-an-origin"],
    ["LINKER_DOMAINS", "nordvpn.com, https://nordpass.com"],
    ["KEEP_ALIVE_TIMEOUT", "65s"],
    ["KEEP_ALIVE_TIMEOUT", "500"],
  ])("refuses a bad %s (%s) and names the variable", (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it("reads the CDN's ranges, with a name for Cloudflare's published list", () => {
    expect(parseEnv({}).CDN_RANGES).toEqual([]);
    expect(parseEnv({ CDN_RANGES: "Cloudflare, 192.0.2.0/24" }).CDN_RANGES).toEqual([...CLOUDFLARE_RANGES, "192.0.2.0/24"]);
    expect(problemsOf({ CDN_RANGES: "akamai" })).toEqual(['CDN_RANGES: "akamai" is not an IP address or CIDR range (or cloudflare)']);
  });

  it("asks for scripts through the document's loader unless told to use Next.js's own tags", () => {
    expect(parseEnv({}).SCRIPT_LOADING).toBe("after-first-layout");
    expect(parseEnv({ SCRIPT_LOADING: "next" }).SCRIPT_LOADING).toBe("next");
    expect(problemsOf({ SCRIPT_LOADING: "defer" })).toEqual(["SCRIPT_LOADING: must be after-first-layout or next"]);
  });

  it("names every bad variable at once", () => {
    const problems = problemsOf({ DEPLOY_ENV: "prod", SENTRY_TRACES_SAMPLE_RATE: "2" });
    expect(problems.map((problem) => problem.split(":")[0]).sort()).toEqual(["DEPLOY_ENV", "SENTRY_TRACES_SAMPLE_RATE"]);
  });

  it("words a problem the schema leaves to zod as spec 5 does", () => {
    expect(problemsOf({ TRACY_PROJECT_ID: "ab" })).toEqual(["TRACY_PROJECT_ID: String must contain at least 3 character(s)"]);
  });
});
