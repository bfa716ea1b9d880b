import { afterEach, describe, expect, it, vi } from "vitest";
import { startTestSandbox } from "../../test/test-sandbox";
import { redactedPath } from "./request-log";

describe("redactedPath", () => {
  it("keeps the path and harmless parameters but never a sensitive value", () => {
    const url = new URL(
      "http://sandbox/idp/authorize?ticket=lt_secret&state=abc&code=xyz&ui_locales=en&trusted_pass_token=tpt_shopper&email=a%40b.c",
    );
    const line = redactedPath(url);
    expect(line).toBe(
      "/idp/authorize?ticket=[redacted]&state=[redacted]&code=[redacted]&ui_locales=en&trusted_pass_token=[redacted]&email=[redacted]",
    );
    for (const secret of ["lt_secret", "abc", "xyz", "tpt_shopper", "a@b.c"]) expect(line).not.toContain(secret);
  });

  it("never logs a postal code", () => {
    const line = redactedPath(new URL("http://sandbox/api/payments/taxes/?country=US&state=CA&zip=90210&price_ids=p1"));
    expect(line).toBe("/api/payments/taxes/?country=US&state=[redacted]&zip=[redacted]&price_ids=p1");
  });

  it("logs a bare path as is", () => {
    expect(redactedPath(new URL("http://sandbox/api/users/current/"))).toBe("/api/users/current/");
  });
});

describe("the sandbox's request lines", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("are one JSON line per request, with the caller's trace id and no token, e-mail or postal code", async () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const sandbox = await startTestSandbox({ log: true });
    try {
      const traceId = "0af7651916cd43dd8448eb211c80319c";
      await fetch(`${sandbox.url}/api/payments/taxes/?country=US&zip=90210&email=a%40b.co&trusted_pass_token=tpt_SECRET`, {
        headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01`, cookie: "x-user-token=usr_TOKEN" },
      });
      const lines = write.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as Record<string, unknown>);
      expect(lines).toEqual([
        expect.objectContaining({
          level: "info",
          msg: "request",
          method: "GET",
          path: "/api/payments/taxes/?country=US",
          trace_id: traceId,
          duration_ms: expect.any(Number),
        }),
      ]);
      for (const secret of ["90210", "a@b.co", "a%40b.co", "tpt_SECRET", "usr_TOKEN"]) expect(JSON.stringify(lines)).not.toContain(secret);
    } finally {
      write.mockRestore();
      await sandbox.dispose();
    }
  });
});
