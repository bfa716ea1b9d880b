import {
  cacheExchange,
  fetchExchange,
  makeOperation,
  mapExchange,
  type ClientOptions,
  type CombinedError,
  type Exchange,
  type Operation,
  type SSRExchange,
} from "@urql/core";
import { retryExchange, type RetryExchangeOptions } from "@urql/exchange-retry";
import { fetchWithin } from "@/lib/fetch-within";

/** Retries on network errors only: 3 attempts, 1 s initial delay, 15 s at most, randomised (spec 7). */
export const PRICING_RETRY = { maxNumberAttempts: 3, initialDelayMs: 1_000, maxDelayMs: 15_000, randomDelay: true } as const;

/** urql's randomised growth: each wait is 1.5 to 2.5 times the one before. */
const MAX_GROWTH = 2.5;

/** How long the pricing API may take: one try, and all tries of one query with their waits. */
export interface PricingTimeouts {
  attemptMs: number;
  budgetMs: number;
  /** Cancels the query's tries from outside. */
  signal?: AbortSignal;
}

/** The pricing service address; a bare origin gets the default endpoint path /graphql. */
export function pricingEndpoint(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname === "/" || parsed.pathname === "") parsed.pathname = "/graphql";
  return parsed.toString();
}

/**
 * Gives each query that goes to the network its time budget: a deadline in its context, which
 * the retries below carry along, and a fetch whose every try ends at the try's limit or at the
 * deadline, whichever comes first. The retry exchange sends its retries on without passing here,
 * so whatever arrives is a new ask (a query, or one urql asks again, such as after the cache
 * was invalidated) and gets a budget of its own.
 */
function budgetExchange(timeouts: PricingTimeouts): Exchange {
  return mapExchange({
    onOperation(operation) {
      if (operation.kind === "teardown") return;
      const deadline = Date.now() + timeouts.budgetMs;
      const fetch: typeof globalThis.fetch = (input, init = {}) =>
        fetchWithin(input, init, { timeoutMs: Math.min(timeouts.attemptMs, deadline - Date.now()), signal: timeouts.signal });
      return makeOperation(operation.kind, operation, { ...operation.context, deadline, fetch });
    },
  });
}

/**
 * Another try only for no answer (refused, reset, out of time) or the gateway's "try later"
 * (502, 503, 504), and only while the longest wait urql may draw still fits in the query's
 * budget. A 500 or a malformed answer is an answer: asking again gets the same one.
 */
function retryWithinBudget(error: CombinedError, operation: Operation): Operation | null {
  const status = (error.response as Response | undefined)?.status;
  const tryLater = Boolean(error.networkError) && (status === undefined || (status > 501 && status < 505));
  const waited = (operation.context.retry as { delay?: number | null } | undefined)?.delay ?? PRICING_RETRY.initialDelayMs;
  const longestWait = Math.min(waited * MAX_GROWTH, PRICING_RETRY.maxDelayMs);
  const left = ((operation.context.deadline as number | undefined) ?? Infinity) - Date.now();
  return tryLater && longestWait < left ? operation : null;
}

/**
 * Client options for the pricing API, on the server (one client per request, its results
 * extracted into the page's `urqlState` by `ssr`) and in the browser (one per session, loaded
 * when first needed). Queries go as GET while the address stays within 2047 characters,
 * so CDNs can cache them; longer ones are posted as JSON. Retries are urql's retry exchange,
 * inside one time budget per query: a hanging or failing pricing API costs a page or a coupon a
 * few seconds, never minutes.
 */
export function pricingClientOptions(
  url: string,
  ssr: SSRExchange | null,
  timeouts: PricingTimeouts,
  experiment?: string | null,
  headers: Record<string, string> = {},
): ClientOptions {
  const retry: RetryExchangeOptions = {
    ...PRICING_RETRY,
    // Nothing more once the page's own budget is spent or the shopper has gone.
    retryWith: (error, operation) => (timeouts.signal?.aborted ? null : retryWithinBudget(error, operation)),
  };
  return {
    url: pricingEndpoint(url),
    // The visitor's experiments (spec section 7), when in any: the pricing API may price by them.
    // `headers`: what the server adds, such as the trace the page belongs to.
    fetchOptions: { headers: experiment ? { ...headers, "x-experiment": experiment } : headers },
    exchanges: [cacheExchange, ...(ssr ? [ssr] : []), budgetExchange(timeouts), retryExchange(retry), fetchExchange],
    preferGetMethod: "within-url-limit",
    requestPolicy: "cache-first",
  };
}
