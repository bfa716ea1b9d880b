import { retryExchange, type RetryExchangeOptions } from "@urql/exchange-retry";
import { cacheExchange, fetchExchange, type ClientOptions, type SSRExchange } from "urql";

/** Retries on network errors only: 3 attempts, 1 s initial delay, 15 s at most, randomised (spec 7). */
export const PRICING_RETRY: RetryExchangeOptions = {
  initialDelayMs: 1_000,
  maxDelayMs: 15_000,
  randomDelay: true,
  maxNumberAttempts: 3,
  retryIf: (error) => Boolean(error.networkError),
};

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
export function pricingClientOptions(url: string, ssr: SSRExchange, experiment?: string | null): ClientOptions {
  return {
    url: pricingEndpoint(url),
    // The visitor's experiments (spec section 7), when in any: the pricing API may price by them.
    ...(experiment ? { fetchOptions: { headers: { "x-experiment": experiment } } } : {}),
    exchanges: [cacheExchange, ssr, retryExchange(PRICING_RETRY), fetchExchange],
    preferGetMethod: "within-url-limit",
    requestPolicy: "cache-first",
  };
}
