import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportWarning, setErrorReporter } from "./report-error";
import { useErrorReporting } from "./use-error-reporting";

// What is under test is when the hook asks for the SDK, not the SDK: its module is a stand-in
// whose start hands over a reporter that records (the real SDK's path: sentry-reporting.test.tsx
// and e2e/error-reporting.spec.ts).
const reported: unknown[] = [];
const startSentry = vi.fn((_config: unknown, onReporter: (reporter: (error: unknown) => void) => void) => {
  onReporter((error) => reported.push(error));
  return () => undefined;
});
vi.mock("../../../sentry.client.config", () => ({ startSentry }));

afterEach(() => {
  setErrorReporter(null);
  startSentry.mockClear();
  reported.length = 0;
});

/** Long enough for the load event's idle moment, in which the SDK would have started before. */
const idle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("useErrorReporting", () => {
  it("does not load the SDK for a page view without an intent or an error, and loads it at the first key or tap", async () => {
    const { unmount } = renderHook(() => useErrorReporting("https://key@sentry.test/1", "production"));
    await idle();
    expect(startSentry).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    await waitFor(() => expect(startSentry).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new PointerEvent("pointerdown"));
    await idle();
    expect(startSentry).toHaveBeenCalledTimes(1);
    unmount();
  });

  it("loads it for the page's first reported error, which it then receives", async () => {
    const { unmount } = renderHook(() => useErrorReporting("https://key@sentry.test/1", "production"));
    await idle();
    reportWarning("a section without its name");
    await waitFor(() => expect(reported).toEqual(["a section without its name"]));
    unmount();
  });

  it("keeps an uncaught error from before the SDK for it, and leaves later ones to the SDK's own handlers", async () => {
    // As the page's console would not, the test runner must not take these for its own errors.
    const handled = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener("error", handled);
    const { unmount } = renderHook(() => useErrorReporting("https://key@sentry.test/1", "production"));
    const uncaught = (error: Error) => window.dispatchEvent(new ErrorEvent("error", { error, message: error.message, cancelable: true }));
    const early = new Error("thrown before the SDK");
    uncaught(early);
    await waitFor(() => expect(reported).toEqual([early]));
    uncaught(new Error("after"));
    await idle();
    expect(reported).toEqual([early]);
    unmount();
    window.removeEventListener("error", handled);
  });

  it("with no DSN loads nothing, whatever happens", async () => {
    const { unmount } = renderHook(() => useErrorReporting(null, "production"));
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
    await idle();
    expect(startSentry).not.toHaveBeenCalled();
    unmount();
  });
});
