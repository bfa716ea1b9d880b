import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { sensitiveParamsRedirect } from "./sensitive-params-redirect";

function context(resolvedUrl: string, locale = "en") {
  const headers = new Map<string, unknown>();
  const res = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
  } as unknown as ServerResponse;
  const query = Object.fromEntries(new URL(resolvedUrl, "http://app.test").searchParams);
  return { ctx: { query, resolvedUrl, locale, res }, headers };
}

const env = { DEPLOY_ENV: "local" as const };

describe("sensitiveParamsRedirect", () => {
  it("answers 303 to the same page in its language without any sensitive parameter", () => {
    const { ctx, headers } = context("/payment/?product=vpn&code=c&State=s&trusted_pass_token=t&exchange_token=e&utm_source=x", "de");
    expect(sensitiveParamsRedirect(ctx, env)).toEqual({ destination: "/de/payment/?product=vpn&utm_source=x", statusCode: 303 });
    expect(headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("moves a valid e-mail into the httpOnly prefill cookie, and drops an invalid one", () => {
    const valid = context("/products/?email=shopper%40example.com&product=pass");
    expect(sensitiveParamsRedirect(valid.ctx, env)?.destination).toBe("/products/?product=pass");
    const cookie = String(valid.headers.get("set-cookie"));
    expect(cookie).toMatch(/^checkout_email=[A-Za-z0-9_-]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain("shopper");

    const invalid = context("/products/?email=%3Cscript%3E");
    expect(sensitiveParamsRedirect(invalid.ctx, env)?.destination).toBe("/products/");
    expect(invalid.headers.get("set-cookie")).toBeUndefined();
  });

  it("leaves a token to the loader that consumes it, and does nothing without sensitive parameters", () => {
    expect(sensitiveParamsRedirect(context("/payment/?trusted_pass_token=t&email=a%40b.co").ctx, env, ["trusted_pass_token"])).toBeNull();
    expect(sensitiveParamsRedirect(context("/payment/?trusted_pass_token=&code=c").ctx, env, ["trusted_pass_token"])?.destination).toBe(
      "/payment/",
    );
    expect(sensitiveParamsRedirect(context("/payment/?product=vpn").ctx, env)).toBeNull();
  });
});
