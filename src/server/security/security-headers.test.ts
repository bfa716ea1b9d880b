import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env";
import { carriesSensitiveParam, securityHeaders } from "./security-headers";

const headersFor = (env: Record<string, string>, target = "/payment/") =>
  securityHeaders({ env: parseEnv({ APP_BASE_URL: "https://checkout.example.com", ...env }), nonce: "n0nce", target, isDev: false });

describe("securityHeaders", () => {
  it("sends HSTS outside a local run only", () => {
    expect(headersFor({})["Strict-Transport-Security"]).toBeUndefined();
    for (const deploy of ["production", "preprod", "staging", "review"]) {
      expect(headersFor({ DEPLOY_ENV: deploy })["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains; preload");
    }
  });

  it("sends no Referer at all from an address that carries a token, a login code or an e-mail", () => {
    expect(headersFor({}, "/payment/?product=vpn")["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    for (const target of [
      "/?trusted_pass_token=x",
      "/oauth2/login/?code=a&state=b",
      "/payment/?EMAIL=a%40b.co",
      "/x/?exchange_token=1",
      "/x/?%65mail=a",
    ]) {
      expect(headersFor({}, target)["Referrer-Policy"]).toBe("no-referrer");
    }
  });

  it("names the report endpoint, isolates the window from openers and forbids sniffing", () => {
    const headers = headersFor({});
    expect(headers["Reporting-Endpoints"]).toBe('csp-endpoint="https://checkout.example.com/api/csp-report/"');
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Content-Security-Policy"]).toContain("'nonce-n0nce'");
  });
});

describe("carriesSensitiveParam", () => {
  it.each([
    ["/payment/", false],
    ["/payment/?codes=1&product=vpn", false],
    ["/payment/#code=1", false],
    ["/payment/?state=x", true],
    ["/payment/?a=1&code", true],
    ["/payment/?%E0%A4%A=1", false],
  ])("%s → %s", (target, expected) => {
    expect(carriesSensitiveParam(target)).toBe(expected);
  });
});
