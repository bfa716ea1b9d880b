import { useMemo, type ReactNode } from "react";
import { createClient, Provider, ssrExchange, type Client, type SSRData, type SSRExchange } from "urql";
import { pricingClientOptions, type PricingTimeouts } from "./pricing-client";

// The browser keeps one SSR cache for the whole session and one client per pricing address and
// experiment; the server never keeps either between requests (a shared one would leak one
// shopper's prices into another's page). urql's own createClient: next-urql's wrapper would bring
// its SSR prepass into every page's JavaScript.
let browserSsr: SSRExchange | null = null;
let browserClient: { key: string; client: Client } | null = null;

function createPricingClient(url: string, urqlState: SSRData | undefined, timeouts: PricingTimeouts, experiment: string | null) {
  if (typeof window === "undefined") {
    return createClient(pricingClientOptions(url, ssrExchange({ isClient: true, initialState: urqlState }), timeouts, experiment));
  }
  if (!browserSsr) browserSsr = ssrExchange({ isClient: true, initialState: urqlState });
  else if (urqlState) browserSsr.restoreData(urqlState);
  const key = `${url} ${experiment ?? ""}`;
  if (browserClient?.key !== key)
    browserClient = { key, client: createClient(pricingClientOptions(url, browserSsr, timeouts, experiment)) };
  return browserClient.client;
}

interface PricingProviderProps {
  /** The pricing API address from the running configuration (appProps.config). */
  url: string;
  /** The results the server prefetched (page props `urqlState`). */
  urqlState?: SSRData;
  /** How long a price query may take, retries included (appProps.config). */
  timeouts: PricingTimeouts;
  /** The x-experiment value of the visitor's experiments, if any. */
  experiment?: string | null;
  children: ReactNode;
}

/**
 * The urql client for the pricing API, restored from what getServerSideProps prefetched, so the
 * page renders with its prices on the server and the browser asks for nothing on first load.
 */
export function PricingProvider({ url, urqlState, timeouts, experiment = null, children }: PricingProviderProps) {
  const { attemptMs, budgetMs } = timeouts;
  const client = useMemo(
    () => createPricingClient(url, urqlState, { attemptMs, budgetMs }, experiment),
    [url, urqlState, attemptMs, budgetMs, experiment],
  );
  return <Provider value={client}>{children}</Provider>;
}
