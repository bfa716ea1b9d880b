import type { SSRData } from "@urql/core";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { PricingTimeouts } from "./pricing-client";
import { PricingSource, type PricingConfig } from "./pricing-source";

const connectInBrowser = (config: PricingConfig) =>
  import("./pricing-browser-client").then(({ browserPricingClient }) => browserPricingClient(config));

// The browser keeps one source for the whole session per pricing address and experiment, so
// prices fetched on one page serve the next; the server makes one per render, never shared (a
// shared one would leak one shopper's prices into another's page).
let browserSource: { key: string; source: PricingSource } | null = null;

function pricingSource(config: PricingConfig, urqlState: SSRData | undefined): PricingSource {
  if (typeof window === "undefined") {
    const source = new PricingSource(config, () => Promise.reject(new Error("the server renders only prefetched prices")));
    source.restore(urqlState);
    return source;
  }
  const key = `${config.url} ${config.experiment ?? ""}`;
  if (browserSource?.key !== key) browserSource = { key, source: new PricingSource(config, connectInBrowser) };
  browserSource.source.restore(urqlState);
  return browserSource.source;
}

const PricingContext = createContext<PricingSource | null>(null);

export function usePricingSource(): PricingSource {
  const source = useContext(PricingContext);
  if (!source) throw new Error("usePricingSource outside PricingProvider");
  return source;
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
 * The page's prices: what getServerSideProps prefetched, so the page renders with its prices on
 * the server and the browser asks for nothing on first load, and an urql client for anything
 * else, loaded when first needed.
 */
export function PricingProvider({ url, urqlState, timeouts, experiment = null, children }: PricingProviderProps) {
  const { attemptMs, budgetMs } = timeouts;
  const source = useMemo(
    () => pricingSource({ url, timeouts: { attemptMs, budgetMs }, experiment }, urqlState),
    [url, urqlState, attemptMs, budgetMs, experiment],
  );
  return <PricingContext.Provider value={source}>{children}</PricingContext.Provider>;
}
