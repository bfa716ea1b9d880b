import { useCallback, useState } from "react";
import type { TaxAddress } from "@/features/taxes";

export interface CurrencyOfferState {
  /** The tax address's onChange: a country picked by hand brings its currency up. */
  changeAddress: (next: TaxAddress) => void;
  /** The country picked by hand whose currency is offered (CurrencyOffer), until the shopper answers. */
  offeredFor: string | null;
  dismiss: () => void;
}

/**
 * The country follows the shopper, and so does the currency, on a yes: picking another country
 * offers its currency (as a detected country gets it at once); the answer holds until the shopper
 * picks a country again.
 */
export function useCurrencyOffer(address: TaxAddress, setAddress: (next: TaxAddress) => void): CurrencyOfferState {
  const [pickedCountry, setPickedCountry] = useState<string | null>(null);
  const changeAddress = useCallback(
    (next: TaxAddress) => {
      if (next.country !== address.country) setPickedCountry(next.country);
      setAddress(next);
    },
    [address.country, setAddress],
  );
  const dismiss = useCallback(() => setPickedCountry(null), []);
  return { changeAddress, offeredFor: pickedCountry === address.country ? pickedCountry : null, dismiss };
}
