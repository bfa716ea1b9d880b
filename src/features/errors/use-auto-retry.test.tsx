import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAutoRetry } from "./use-auto-retry";

const reload = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  vi.stubGlobal("location", { ...window.location, pathname: "/payment/", search: "?product=vpn", reload });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reload.mockClear();
});

describe("useAutoRetry", () => {
  it("counts down and reloads the page, waiting twice as long on each retry of the same address", () => {
    const first = renderHook(() => useAutoRetry(true));
    act(() => void vi.advanceTimersByTime(0));
    expect(first.result.current).toBe(5);
    act(() => void vi.advanceTimersByTime(4_000));
    expect(first.result.current).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();

    // The reloaded page failed again: the next wait is 10 s, then 20, 40 and every minute.
    for (const seconds of [10, 20, 40, 60, 60]) {
      const next = renderHook(() => useAutoRetry(true));
      act(() => void vi.advanceTimersByTime(0));
      expect(next.result.current).toBe(seconds);
      act(() => void vi.advanceTimersByTime(seconds * 1_000));
      next.unmount();
    }
    expect(reload).toHaveBeenCalledTimes(6);
  });

  it("starts again from 5 s for another address, and does nothing when off", () => {
    sessionStorage.setItem("checkout.autoRetry", JSON.stringify({ address: "/products/", attempt: 3, at: Date.now() }));
    const other = renderHook(() => useAutoRetry(true));
    act(() => void vi.advanceTimersByTime(0));
    expect(other.result.current).toBe(5);
    other.unmount();
    const off = renderHook(() => useAutoRetry(false));
    act(() => void vi.advanceTimersByTime(120_000));
    expect(off.result.current).toBeNull();
  });
});
