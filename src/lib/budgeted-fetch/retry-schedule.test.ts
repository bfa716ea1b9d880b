import { describe, expect, it } from "vitest";
import { nextRetryDelay, type RetryPolicy } from "./retry-schedule";

const SPEC: RetryPolicy = { maxAttempts: 3, initialDelayMs: 1_000, maxDelayMs: 15_000, randomDelay: true };

describe("nextRetryDelay", () => {
  it("waits the initial delay after the first try and a randomised, growing one after the second", () => {
    expect(nextRetryDelay(SPEC, 1, 10_000, () => 0.5)).toBe(1_000);
    expect(nextRetryDelay(SPEC, 2, 10_000, () => 0)).toBe(1_500);
    expect(nextRetryDelay(SPEC, 2, 10_000, () => 0.999)).toBe(2_499);
  });

  it("stops after the spec's three tries", () => {
    expect(nextRetryDelay(SPEC, 3, 60_000)).toBeNull();
  });

  it("never waits longer than the maximum delay", () => {
    const patient = { ...SPEC, maxAttempts: 10, randomDelay: false };
    expect(nextRetryDelay(patient, 6, 60_000)).toBe(15_000);
  });

  it("gives up when the wait would use the time that is left", () => {
    expect(nextRetryDelay(SPEC, 1, 1_000)).toBeNull();
    expect(nextRetryDelay(SPEC, 1, 1_001)).toBe(1_000);
    expect(nextRetryDelay(SPEC, 1, -5)).toBeNull();
  });
});
