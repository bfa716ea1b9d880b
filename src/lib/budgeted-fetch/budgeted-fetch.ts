import { nextRetryDelay, type RetryPolicy } from "./retry-schedule";

/** Thrown when no answer came in time: the message error trackers drop as noise (spec section 8). */
export const NO_ANSWER_MESSAGE = "Network request failed";

export interface BudgetOptions {
  /** One try's limit, the whole answer read included. */
  attemptTimeoutMs: number;
  /** All tries and the waits between them; nothing runs past it. */
  budgetMs: number;
  retry: RetryPolicy;
  /** Cancels every try from outside (the shopper left, the page's own budget ran out). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** Statuses worth another try: the gateway's "try later" answers. */
const retryStatus = (status: number) => status > 501 && status < 505;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", stop, { once: true });
  });
}

/**
 * A fetch that never waits longer than its budget, whatever the other end does: each try has a
 * time limit (the body is read inside it, so an answer that stalls half-way is a timeout too), an
 * abandoned try is aborted so the backend can stop working on it, and tries are repeated per the
 * retry policy only while the next one still fits in the budget. No answer, or only "try later"
 * answers, ends in a TypeError (what fetch throws for a network failure), so callers such as urql
 * treat it as one; any other answer is handed back as it came, its body already read.
 */
export function budgetedFetch(options: BudgetOptions): typeof fetch {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = Date.now;

  return async function fetchWithinBudget(input, init = {}) {
    const deadline = now() + options.budgetMs;
    const outside = [init.signal, options.signal].filter((signal): signal is AbortSignal => Boolean(signal));
    const cancelled = outside.length > 0 ? AbortSignal.any(outside) : new AbortController().signal;
    let lastAnswer: Response | null = null;

    for (let attempt = 1; ; attempt += 1) {
      const remaining = deadline - now();
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), Math.max(0, Math.min(options.attemptTimeoutMs, remaining)));
      try {
        const response = await fetchImpl(input, { ...init, signal: AbortSignal.any([cancelled, timeout.signal]) });
        const body = await response.text();
        const answer = new Response(response.status === 204 ? null : body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
        if (!retryStatus(response.status)) return answer;
        lastAnswer = answer;
      } catch (error) {
        if (cancelled.aborted) throw error;
        lastAnswer = null;
      } finally {
        clearTimeout(timer);
      }
      const delay = nextRetryDelay(options.retry, attempt, deadline - now());
      if (delay === null) {
        if (lastAnswer) return lastAnswer;
        throw new TypeError(NO_ANSWER_MESSAGE);
      }
      await sleep(delay, cancelled);
    }
  };
}
