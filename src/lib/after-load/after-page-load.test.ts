// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterLoadEvent, afterPageLoad } from "./after-page-load";

const readyState = (state: DocumentReadyState) => vi.spyOn(document, "readyState", "get").mockReturnValue(state);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("afterPageLoad", () => {
  it("waits for the load event before running the task", async () => {
    vi.useFakeTimers();
    readyState("interactive");
    const task = vi.fn();
    afterPageLoad(task);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(2_100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs soon when the page has already loaded, and not at all once cancelled", async () => {
    vi.useFakeTimers();
    readyState("complete");
    const task = vi.fn();
    afterPageLoad(task);
    const cancelledTask = vi.fn();
    afterPageLoad(cancelledTask)();
    await vi.advanceTimersByTimeAsync(2_100);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelledTask).not.toHaveBeenCalled();
  });
});

describe("afterLoadEvent", () => {
  it("runs right after the load event without waiting for an idle moment, and not at all once cancelled", async () => {
    vi.useFakeTimers();
    readyState("interactive");
    const task = vi.fn();
    const cancelledTask = vi.fn();
    afterLoadEvent(task);
    afterLoadEvent(cancelledTask)();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelledTask).not.toHaveBeenCalled();
  });
});
