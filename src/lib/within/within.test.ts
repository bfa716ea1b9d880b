// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOO_SLOW, within } from "./within";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("within", () => {
  it("answers with what came in time, and leaves no timer running behind it", async () => {
    await expect(within(Promise.resolve("plans"), 3_000)).resolves.toBe("plans");
    expect(vi.getTimerCount()).toBe(0);
    await expect(within(Promise.reject(new Error("down")), 3_000)).rejects.toThrow("down");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("answers too slow once the time has run out, and the late answer changes nothing", async () => {
    let arrive: (value: string) => void = () => undefined;
    const outcome = within(new Promise<string>((resolve) => (arrive = resolve)), 500);
    await vi.advanceTimersByTimeAsync(499);
    arrive("late plans");
    await expect(outcome).resolves.toBe("late plans");
    const slow = within(new Promise<string>(() => undefined), 500);
    await vi.advanceTimersByTimeAsync(500);
    await expect(slow).resolves.toBe(TOO_SLOW);
    expect(vi.getTimerCount()).toBe(0);
  });
});
