import { describe, expect, it } from "vitest";
import { readIdempotencyKey } from "./processing";

describe("readIdempotencyKey", () => {
  it("reads a key of 8 to 128 letters, digits and _ . : -", () => {
    expect(readIdempotencyKey("attempt_1a2b3c4d")).toEqual({ key: "attempt_1a2b3c4d" });
    expect(readIdempotencyKey("a".repeat(128))).toEqual({ key: "a".repeat(128) });
  });

  it.each([undefined, ""])("refuses %j as missing", (value) => {
    expect(readIdempotencyKey(value)).toEqual({ error: { field: "idempotency_key", slug: "cannot-be-empty" } });
  });

  it.each(["short", "a".repeat(129), "has space 123", "ключ-12345678", ["attempt_1a2b3c4d", "attempt_1a2b3c4d"]])(
    "refuses %j as not valid",
    (value) => {
      expect(readIdempotencyKey(value)).toEqual({ error: { field: "idempotency_key", slug: "invalid" } });
    },
  );
});
