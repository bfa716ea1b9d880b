import { useRouter } from "next/router";
import { useCallback } from "react";

/**
 * Writes the cart a payment made into the payment step's own history entry before the shopper
 * leaves it (for the success step, a provider or a payment step): Back to that entry then names
 * the cart, and the server shows its order instead of a form that would charge it again. The
 * rest of the address stays as it is (shallow, no navigation rules: nothing on the page changes).
 */
export function useCartInAddress() {
  const router = useRouter();
  return useCallback(
    async (cartId: string) => {
      if (router.query.cart_id === cartId) return;
      await router.replace({ pathname: router.pathname, query: { ...router.query, cart_id: cartId } }, undefined, { shallow: true, scroll: false });
    },
    [router],
  );
}
