import { describe, expect, it } from "vitest";
import { OPEN_ATTEMPT_STORAGE_KEY, OPEN_ATTEMPT_TTL_MS, openAttemptWaiting } from "./open-attempt-key";

const NOW = 1_800_000_000_000;

/** A tab's session storage holding `raw` under the open attempt's key. */
function storageWith(raw: string | null): () => Storage {
  const storage = { getItem: (key: string) => (key === OPEN_ATTEMPT_STORAGE_KEY ? raw : null) } as Storage;
  return () => storage;
}

describe("openAttemptWaiting", () => {
  it("sees a payment request sent within the attempt's lifetime", () => {
    expect(openAttemptWaiting(storageWith(JSON.stringify({ key: "pay_1", sentAt: NOW - 60_000 })), NOW)).toBe(true);
  });

  it("lets an attempt too old to be resumed wait for the shopper, as the section would not resume it", () => {
    expect(openAttemptWaiting(storageWith(JSON.stringify({ sentAt: NOW - OPEN_ATTEMPT_TTL_MS })), NOW)).toBe(false);
  });

  it("sees nothing in an empty, unreadable or blocked storage", () => {
    expect(openAttemptWaiting(storageWith(null), NOW)).toBe(false);
    expect(openAttemptWaiting(storageWith("{not json"), NOW)).toBe(false);
    expect(openAttemptWaiting(storageWith("null"), NOW)).toBe(false);
    expect(openAttemptWaiting(storageWith(JSON.stringify({ sentAt: "yesterday" })), NOW)).toBe(false);
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    expect(openAttemptWaiting(blocked, NOW)).toBe(false);
  });
});
