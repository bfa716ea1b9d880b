import { describe, expect, it } from "vitest";
import { createMemoryStore } from "./memory-store";
import { checkRateLimit } from "./rate-limiter";

describe("rate limiting in memory", () => {
  it("allows the limit within a window, refuses beyond it and resets with the next window", async () => {
    let now = 1_000;
    const store = createMemoryStore(() => now);
    const rule = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await checkRateLimit(store, "login:1.2.3.4", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterMs).toBe(60_000);
    expect((await checkRateLimit(store, "login:5.6.7.8", rule)).allowed).toBe(true);
    now += 60_000;
    expect((await checkRateLimit(store, "login:1.2.3.4", rule)).allowed).toBe(true);
  });

  it("never holds more keys than its bound", async () => {
    const store = createMemoryStore(() => 0, 3);
    for (const key of ["a", "b", "c", "d", "e"]) await store.hit(key, 1_000);
    // "a" and "b" were forgotten to make room, so they start a fresh window.
    expect((await store.hit("a", 1_000)).count).toBe(1);
    expect((await store.hit("e", 1_000)).count).toBe(2);
  });
});
