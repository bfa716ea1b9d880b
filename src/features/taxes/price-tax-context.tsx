import { createContext, useContext } from "react";
import type { PriceTaxView } from "./price-tax-view";

const PriceTaxContext = createContext<PriceTaxView | null>(null);

/** The checkout's price view for plan cards, cross-sells and the summary; null outside a checkout. */
export const PriceTaxProvider = PriceTaxContext.Provider;

export function usePriceTaxView(): PriceTaxView | null {
  return useContext(PriceTaxContext);
}
