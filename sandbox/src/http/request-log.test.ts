import { describe, expect, it } from "vitest";
import { redactedPath } from "./request-log";

describe("redactedPath", () => {
  it("keeps the path and harmless parameters but never a sensitive value", () => {
    const url = new URL("http://sandbox/idp/authorize?ticket=lt_secret&state=abc&code=xyz&ui_locales=en&trusted_pass_token=tpt_shopper&email=a%40b.c");
    const line = redactedPath(url);
    expect(line).toBe("/idp/authorize?ticket=[redacted]&state=[redacted]&code=[redacted]&ui_locales=en&trusted_pass_token=[redacted]&email=[redacted]");
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
