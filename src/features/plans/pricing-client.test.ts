import { createClient, gql, ssrExchange, type OperationResult } from "@urql/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NO_ANSWER_MESSAGE } from "@/lib/fetch-within";
import { scriptedBackend, type BackendStep } from "@/test/scripted-backend";
import { pricingClientOptions, type PricingTimeouts } from "./pricing-client";

const QUERY = gql`
  query Ping {
    ping
  }
`;

/** A pricing API that answers each try in turn, standing in for the network under urql. */
function pricingApi(script: BackendStep[]) {
  const api = scriptedBackend(script, (status) => (status === 200 ? { data: { ping: "pong" } } : { message: "down" }));
  vi.stubGlobal("fetch", api.fetchImpl);
  return api;
}

function ask(timeouts: PricingTimeouts = { attemptMs: 3_000, budgetMs: 8_000 }) {
  const client = createClient(pricingClientOptions("http://pricing.test/", ssrExchange({ isClient: false }), timeouts));
  let settledAt: number | null = null;
  const started = Date.now();
  const result = client
    .query(QUERY, {}, { requestPolicy: "network-only" })
    .toPromise()
    .then((answer: OperationResult) => {
      settledAt = Date.now() - started;
      return answer;
    });
  return { result, settledAt: () => settledAt };
}

describe("the pricing client's retries (urql's retry exchange inside a time budget)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("tries again after a refused connection and a 503, and gives the prices once the API answers", async () => {
    const api = pricingApi(["refuse", 503, 200]);
    const { result } = ask({ attemptMs: 3_000, budgetMs: 60_000 });
    await vi.runAllTimersAsync();
    expect((await result).data).toEqual({ ping: "pong" });
    expect(api.calls()).toBe(3);
  });

  it("asks at most three times (spec section 7)", async () => {
    const api = pricingApi([503]);
    const { result } = ask({ attemptMs: 3_000, budgetMs: 60_000 });
    await vi.runAllTimersAsync();
    expect((await result).error?.networkError).toBeTruthy();
    expect(api.calls()).toBe(3);
  });

  it("does not ask again after a 500 or a malformed answer: they are answers", async () => {
    for (const step of [500, "garbage"] as const) {
      const api = pricingApi([step, 200]);
      const { result } = ask();
      await vi.runAllTimersAsync();
      expect((await result).error?.networkError).toBeTruthy();
      expect(api.calls()).toBe(1);
      vi.unstubAllGlobals();
    }
  });

  it("gives up on a hanging API within the budget, every abandoned try aborted", async () => {
    const api = pricingApi(["hang"]);
    const { result, settledAt } = ask({ attemptMs: 3_000, budgetMs: 8_000 });
    await vi.advanceTimersByTimeAsync(8_000);
    expect(settledAt()).not.toBeNull();
    expect(settledAt()).toBeLessThanOrEqual(8_000);
    expect((await result).error?.networkError?.message).toBe(NO_ANSWER_MESSAGE);
    // A 3 s try, a wait of at most 2.5 s, and a second try cut short by the budget.
    expect(api.calls()).toBe(2);
    expect(api.signals.every((signal) => signal.aborted)).toBe(true);
  });

  it("stops trying once the page's own budget is spent", async () => {
    const api = pricingApi(["refuse"]);
    const page = new AbortController();
    const { result } = ask({ attemptMs: 3_000, budgetMs: 60_000, signal: page.signal });
    await vi.advanceTimersByTimeAsync(100);
    page.abort();
    await vi.runAllTimersAsync();
    expect((await result).error?.networkError).toBeTruthy();
    expect(api.calls()).toBe(1);
  });

  it("gives a query urql asks again later a budget of its own, not the spent one of its first ask", async () => {
    // The second ask finds a slow API: it gets its full try, not a try cut at once.
    const api = pricingApi([200, "hang"]);
    const timeouts = { attemptMs: 3_000, budgetMs: 8_000 };
    const client = createClient(pricingClientOptions("http://pricing.test/", ssrExchange({ isClient: false }), timeouts));
    const first = await client.query(QUERY, {}, { requestPolicy: "network-only" }).toPromise();
    expect(first.data).toEqual({ ping: "pong" });
    await vi.advanceTimersByTimeAsync(60_000);
    const again = client.executeRequestOperation(first.operation).toPromise();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.calls()).toBe(2);
    expect(api.signals[1]?.aborted).toBe(false);
    await vi.runAllTimersAsync();
    expect((await again).error?.networkError?.message).toBe(NO_ANSWER_MESSAGE);
  });
});
