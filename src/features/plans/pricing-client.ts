import { cacheExchange, fetchExchange, type ClientOptions, type SSRExchange } from "urql";
import { budgetedFetch, type RetryPolicy } from "@/lib/budgeted-fetch";

/** Retries on network errors only: 3 attempts, 1 s initial delay, 15 s at most, randomised (spec 7). */
export const PRICING_RETRY: RetryPolicy = { maxAttempts: 3, initialDelayMs: 1_000, maxDelayMs: 15_000, randomDelay: true };

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
 * Client options for the pricing API, on the server (one client per request) and in the
 * browser (one per session). Queries go as GET while the address stays within 2047 characters,
 * so CDNs can cache them; longer ones are posted as JSON.
 */
export function pricingClientOptions(url: string, ssr: SSRExchange, timeouts: PricingTimeouts, experiment?: string | null): ClientOptions {
  return {
    url: pricingEndpoint(url),
    // Retries live in the fetch, inside one time budget: a hanging or failing pricing API costs a
    // page or a coupon a few seconds, never minutes (the spec's delays, cut short by the budget).
    fetch: budgetedFetch({ attemptTimeoutMs: timeouts.attemptMs, budgetMs: timeouts.budgetMs, signal: timeouts.signal, retry: PRICING_RETRY }),
    // The visitor's experiments (spec section 7), when in any: the pricing API may price by them.
    ...(experiment ? { fetchOptions: { headers: { "x-experiment": experiment } } } : {}),
    exchanges: [cacheExchange, ssr, fetchExchange],
    preferGetMethod: "within-url-limit",
    requestPolicy: "cache-first",
  };
}
