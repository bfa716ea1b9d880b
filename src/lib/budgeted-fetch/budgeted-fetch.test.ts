import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { budgetedFetch, NO_ANSWER_MESSAGE } from "./budgeted-fetch";

const RETRY = { maxAttempts: 3, initialDelayMs: 1_000, maxDelayMs: 15_000, randomDelay: false };

/** A backend that answers each try in turn: a status, "hang" (never answers) or "refuse". */
function backend(script: (number | "hang" | "refuse")[]) {
  const signals: AbortSignal[] = [];
  const fetchImpl = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const step = script[Math.min(signals.length, script.length - 1)];
    const signal = init?.signal as AbortSignal;
    signals.push(signal);
    if (step === "refuse") return Promise.reject(new TypeError("fetch failed"));
    if (step === "hang") {
      return new Promise<Response>((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    }
    return Promise.resolve(new Response(JSON.stringify({ step }), { status: step, headers: { "content-type": "application/json" } }));
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, signals, calls: () => fetchImpl.mock.calls.length };
}

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then((value) => ({ value }), (error: unknown) => ({ error }));
  await vi.runAllTimersAsync();
  return outcome;
}

describe("budgetedFetch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("hands back the first answer that is not a try-later", async () => {
    const { fetchImpl, calls } = backend([200]);
    const { value } = await settle(budgetedFetch({ attemptTimeoutMs: 1_000, budgetMs: 5_000, retry: RETRY, fetch: fetchImpl })("http://x/"));
    expect(value?.status).toBe(200);
    expect(await value?.json()).toEqual({ step: 200 });
    expect(calls()).toBe(1);
  });

  it("does not repeat a 500: it is an answer, and the same question gets the same one", async () => {
    const { fetchImpl, calls } = backend([500, 200]);
    const { value } = await settle(budgetedFetch({ attemptTimeoutMs: 1_000, budgetMs: 10_000, retry: RETRY, fetch: fetchImpl })("http://x/"));
    expect(value?.status).toBe(500);
    expect(calls()).toBe(1);
  });

  it("tries again after a refused connection or a 503 and returns the answer once the backend is back", async () => {
    const { fetchImpl, calls } = backend(["refuse", 503, 200]);
    const { value } = await settle(budgetedFetch({ attemptTimeoutMs: 1_000, budgetMs: 10_000, retry: RETRY, fetch: fetchImpl })("http://x/"));
    expect(value?.status).toBe(200);
    expect(calls()).toBe(3);
  });

  it("returns the last try-later answer when the tries are used up", async () => {
    const { fetchImpl, calls } = backend([502]);
    const { value } = await settle(budgetedFetch({ attemptTimeoutMs: 1_000, budgetMs: 60_000, retry: RETRY, fetch: fetchImpl })("http://x/"));
    expect(value?.status).toBe(502);
    expect(calls()).toBe(3);
  });

  it("aborts a hanging try at its time limit and fails as a network error once the budget is spent", async () => {
    const { fetchImpl, signals, calls } = backend(["hang"]);
    const { error } = await settle(budgetedFetch({ attemptTimeoutMs: 3_000, budgetMs: 5_000, retry: RETRY, fetch: fetchImpl })("http://x/"));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(NO_ANSWER_MESSAGE);
    // 3 s try, 1 s wait, then a second try cut to the 1 s left; each abandoned try was aborted.
    expect(calls()).toBe(2);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
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
    const { error } = await settle(
      budgetedFetch({ attemptTimeoutMs: 1_000, budgetMs: 1_500, retry: RETRY, fetch: stalled as unknown as typeof fetch })("http://x/"),
    );
    expect((error as Error).message).toBe(NO_ANSWER_MESSAGE);
  });

  it("stops at once, without retrying, when the caller cancels", async () => {
    const { fetchImpl, calls } = backend(["hang"]);
    const caller = new AbortController();
    const pending = budgetedFetch({ attemptTimeoutMs: 3_000, budgetMs: 10_000, retry: RETRY, fetch: fetchImpl })("http://x/", { signal: caller.signal });
    const outcome = pending.then(() => "answered", (error: unknown) => (error as Error).name);
    await vi.advanceTimersByTimeAsync(100);
    caller.abort();
    await vi.runAllTimersAsync();
    expect(await outcome).toBe("AbortError");
    expect(calls()).toBe(1);
  });
});
