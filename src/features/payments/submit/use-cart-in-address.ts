import { useRouter } from "next/router";
import { useCallback } from "react";
import { withAddressTrackingParams } from "@/features/checkout-query";

/**
 * Writes the cart a payment made into the payment step's own history entry before the shopper
 * leaves it (for the success step, a provider or a payment step): Back to that entry then names
 * the cart, and the server shows its order instead of a form that would charge it again. Leaving
 * for a provider's page also writes the method (`payment_provider`), so Back from that page finds
 * it still chosen. The rest of the address stays as it is (shallow, no navigation rules: nothing
 * on the page changes).
 */
export function useCartInAddress() {
  const router = useRouter();
  return useCallback(
    async (cartId: string, provider?: string) => {
      if (router.query.cart_id === cartId && (!provider || router.query.payment_provider === provider)) return;
      const query = { ...withAddressTrackingParams(router.query), cart_id: cartId, ...(provider ? { payment_provider: provider } : {}) };
      await router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    },
    [router],
  );
}
