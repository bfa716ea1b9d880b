import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scriptedBackend as backend } from "@/test/scripted-backend";
import { fetchWithin, NO_ANSWER_MESSAGE } from "./fetch-within";

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe("fetchWithin", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("hands back the answer as it came, its body already read", async () => {
    for (const status of [200, 500, 503]) {
      const { fetchImpl, calls } = backend([status]);
      const { value } = await settle(fetchWithin("http://x/", {}, { timeoutMs: 1_000, fetch: fetchImpl }));
      expect(value?.status).toBe(status);
      expect(await value?.json()).toEqual({ step: status });
      expect(calls()).toBe(1);
    }
  });

  it("fails as a network error when the connection is refused", async () => {
    const { fetchImpl } = backend(["refuse"]);
    const { error } = await settle(fetchWithin("http://x/", {}, { timeoutMs: 1_000, fetch: fetchImpl }));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(NO_ANSWER_MESSAGE);
  });

  it("aborts a hanging try at its time limit and fails as a network error", async () => {
    const { fetchImpl, signals } = backend(["hang"]);
    const outcome = fetchWithin("http://x/", {}, { timeoutMs: 3_000, fetch: fetchImpl }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(((await outcome) as Error).message).toBe(NO_ANSWER_MESSAGE);
  });

  it("treats an answer whose body never ends as a timeout", async () => {
    const stalled = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("{"));
          init?.signal?.addEventListener("abort", () => controller.error(init.signal?.reason));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    const { error } = await settle(fetchWithin("http://x/", {}, { timeoutMs: 1_000, fetch: stalled as unknown as typeof fetch }));
    expect((error as Error).message).toBe(NO_ANSWER_MESSAGE);
  });

  it("stops at once when the caller cancels, by the request's signal or the option's", async () => {
    for (const by of ["init", "option"] as const) {
      const { fetchImpl } = backend(["hang"]);
      const caller = new AbortController();
      const pending = fetchWithin("http://x/", by === "init" ? { signal: caller.signal } : {}, {
        timeoutMs: 3_000,
        fetch: fetchImpl,
        signal: by === "option" ? caller.signal : undefined,
      });
      const outcome = pending.then(
        () => "answered",
        (error: unknown) => (error as Error).name,
      );
      await vi.advanceTimersByTimeAsync(100);
      caller.abort();
      expect(await outcome).toBe("AbortError");
    }
  });
});
