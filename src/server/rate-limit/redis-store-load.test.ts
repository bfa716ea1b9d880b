// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRedisStore } from "./redis-store";

// The client package fails to load, as a broken install or a missing optional file would make it.
vi.mock("redis", () => {
  throw new Error("Cannot find module 'redis'");
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("rate limiting in Redis when the Redis client cannot load", () => {
  it("counts every hit in the process and says once why Redis is not used", async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const store = createRedisStore("redis://127.0.0.1:6379", 200);
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push((await store.hit("login:session:x", 60_000)).count);
    expect(counts).toEqual([1, 2, 3]);
    await vi.waitFor(() => expect(lines.join("")).toContain("rate-limit redis client did not load"));
    expect(lines.filter((line) => line.includes("did not load"))).toHaveLength(1);
  });
});
