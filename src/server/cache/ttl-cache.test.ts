// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTtlCache } from "./ttl-cache";

afterEach(() => {
  vi.useRealTimers();
});

describe("createTtlCache", () => {
  it("answers the same key from one load until it expires", async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>({ ttlMs: 1_000, maxEntries: 10 });
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    expect(await cache.get("a", load)).toBe(2);
    expect(await cache.get("b", load)).toBe(3);
  });

  it("forgets a failed load, so the next request asks the backend again", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => "back")).toBe("back");
  });

  it("does not keep a value its keep rule refuses", async () => {
    const cache = createTtlCache<string | null>({ ttlMs: 60_000, maxEntries: 10, keep: (value) => value !== null });
    expect(await cache.get("a", async () => null)).toBeNull();
    expect(await cache.get("a", async () => "plans")).toBe("plans");
    expect(await cache.get("a", async () => "other")).toBe("plans");
  });

  it("lets go of expired entries at the next lookup of any key, not only their own", async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    await cache.get("a", async () => "1");
    await cache.get("b", async () => "2");
    vi.advanceTimersByTime(500);
    await cache.get("c", async () => "3");
    expect(cache.size).toBe(3);
    vi.advanceTimersByTime(600);
    await cache.get("d", async () => "4");
    // a and b have expired and gone; c (500 ms old) and d stay.
    expect(cache.size).toBe(2);
    expect(await cache.get("c", async () => "again")).toBe("3");
  });

  it("drops the oldest entry past its size", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get("a", async () => "1");
    await cache.get("b", async () => "2");
    await cache.get("c", async () => "3");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "again")).toBe("again");
  });
});
