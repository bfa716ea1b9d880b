import { useCallback, useEffect, useRef, useState } from "react";
import type { Currency } from "@/contracts/enums";
import type { TaxAddress } from "./tax-address";
import { isTaxFigures, type TaxFigures } from "./tax-figures";

export interface TaxesState {
  /** The taxes for the current address and items, or the previous ones while new ones load. */
  data: TaxFigures | null;
  loading: boolean;
  /** The last request failed: `data`, if any, is for another cart or address and must not be shown as this one's. */
  failed: boolean;
  /** Asks again for the current address and items (after a failure). */
  retry: () => void;
}

function taxesUrl(address: TaxAddress, priceIds: readonly string[], currency: Currency): string {
  const params = new URLSearchParams({ country: address.country, price_ids: priceIds.join(","), currency });
  if (address.state) params.set("state", address.state);
  if (address.zip) params.set("zip", address.zip);
  return `/api/payments/taxes/?${params.toString()}`;
}

/**
 * Taxes for the address and the cart's price ids, from the app's own /api route. A change
 * cancels the request in flight; the last answer stays on screen until the next one arrives, so
 * the total never jumps to empty. A failure says so (`failed`) until `retry` or a change succeeds.
 */
export function useTaxes(address: TaxAddress, priceIds: readonly string[], currency: Currency, initial: TaxFigures | null): TaxesState {
  const url = priceIds.length > 0 ? taxesUrl(address, priceIds, currency) : null;
  const initialUrl = useRef(url);
  const [state, setState] = useState<Omit<TaxesState, "retry">>({ data: initial, loading: false, failed: false });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    // The server already answered for the first address and cart.
    if (!url || (url === initialUrl.current && initial)) return;
    initialUrl.current = null;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    fetch(url, { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`taxes answered ${response.status}`);
        const data: unknown = await response.json();
        if (!isTaxFigures(data)) throw new Error("taxes: malformed answer");
        return data;
      })
      .then((data) => setState({ data, loading: false, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, loading: false, failed: true }));
      });
    return () => controller.abort();
  }, [url, initial, attempt]);

  return { ...state, retry };
}
