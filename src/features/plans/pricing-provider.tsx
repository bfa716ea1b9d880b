import { initUrqlClient } from "next-urql";
import { useMemo, type ReactNode } from "react";
import { Provider, ssrExchange, type SSRData, type SSRExchange } from "urql";
import { pricingClientOptions } from "./pricing-client";

// The browser keeps one client and one SSR cache for the whole session; the server never keeps
// either between requests (a shared one would leak one shopper's prices into another's page).
let browserSsr: SSRExchange | null = null;

function createPricingClient(url: string, urqlState: SSRData | undefined) {
  if (typeof window === "undefined") {
    return initUrqlClient(pricingClientOptions(url, ssrExchange({ isClient: true, initialState: urqlState })), false);
  }
  if (!browserSsr) browserSsr = ssrExchange({ isClient: true, initialState: urqlState });
  else if (urqlState) browserSsr.restoreData(urqlState);
  return initUrqlClient(pricingClientOptions(url, browserSsr), false);
}

interface PricingProviderProps {
  /** The pricing API address from the running configuration (appProps.config). */
  url: string;
  /** The results the server prefetched (page props `urqlState`). */
  urqlState?: SSRData;
  children: ReactNode;
}

/**
 * The urql client for the pricing API, restored from what getServerSideProps prefetched, so the
 * page renders with its prices on the server and the browser asks for nothing on first load.
 */
export function PricingProvider({ url, urqlState, children }: PricingProviderProps) {
  const client = useMemo(() => createPricingClient(url, urqlState), [url, urqlState]);
  return <Provider value={client}>{children}</Provider>;
}
