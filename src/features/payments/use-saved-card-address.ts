import { useLayoutEffect, useMemo } from "react";
import type { PaymentProvider } from "@/contracts/checkout-api";
import { isCompleteTaxAddress, normalizeTaxAddress, type TaxAddress } from "@/features/taxes";
import type { ProviderChoice } from "./providers/provider-choice";
import type { ProvidersState } from "./providers/use-payment-providers";

/** A saved card's billing address, when it is whole enough to be taxed at. */
function savedCardAddressOf(provider: PaymentProvider | null): TaxAddress | null {
  const saved = provider?.saved_method?.billing_address;
  if (!saved) return null;
  const address = normalizeTaxAddress(saved);
  return isCompleteTaxAddress(address) ? address : null;
}

/**
 * The billing address the chosen saved card (one-click) was saved with, which its payment is taxed
 * at, or null: told to the page (`onChange`) once the methods are in, so the page asks the taxes for
 * it, and kept while another list loads.
 */
export function useSavedCardAddress(
  choice: ProviderChoice | null,
  providers: ProvidersState,
  onChange: ((address: TaxAddress | null) => void) | undefined,
): TaxAddress | null {
  // Keyed by the answer's provider object: the choice itself is a new object at every render.
  const oneClickProvider = choice?.kind === "one-click" ? choice.provider : null;
  const address = useMemo(() => savedCardAddressOf(oneClickProvider), [oneClickProvider]);
  const methodsReady = providers.status === "ready";
  useLayoutEffect(() => {
    if (methodsReady) onChange?.(address);
  }, [methodsReady, address, onChange]);
  return address;
}
