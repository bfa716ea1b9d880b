import { useCallback, useState } from "react";
import { trackTaxesChoice } from "@/features/analytics";
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
 * picks a country again. A new country or state is `taxes_selected` for analytics.
 */
export function useCurrencyOffer(address: TaxAddress, setAddress: (next: TaxAddress) => void): CurrencyOfferState {
  const [pickedCountry, setPickedCountry] = useState<string | null>(null);
  const changeAddress = useCallback(
    (next: TaxAddress) => {
      trackTaxesChoice(address, next);
      if (next.country !== address.country) setPickedCountry(next.country);
      setAddress(next);
    },
    [address, setAddress],
  );
  const dismiss = useCallback(() => setPickedCountry(null), []);
  return { changeAddress, offeredFor: pickedCountry === address.country ? pickedCountry : null, dismiss };
}
