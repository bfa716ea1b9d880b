import { afterEach, describe, expect, it, vi } from "vitest";
import { startInTurn } from "./start-in-turn";

afterEach(() => {
  vi.useRealTimers();
});

describe("startInTurn", () => {
  it("starts the first part at once and each next one in a task of its own, in order", async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const part = (name: string) => () => {
      started.push(name);
      return () => undefined;
    };
    startInTurn([part("events"), part("clicks"), part("scroll")]);
    expect(started).toEqual(["events"]);
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(["events", "clicks"]);
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(["events", "clicks", "scroll"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops the parts started and never starts the others once stopped", async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const part = (name: string) => () => {
      log.push(`start ${name}`);
      return () => log.push(`stop ${name}`);
    };
    const stop = startInTurn([part("events"), part("clicks"), part("scroll")]);
    await vi.advanceTimersToNextTimerAsync();
    stop();
    await vi.runAllTimersAsync();
    expect(log).toEqual(["start events", "start clicks", "stop events", "stop clicks"]);
    stop();
    expect(log).toHaveLength(4);
  });
});
