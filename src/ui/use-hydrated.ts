import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False during the server render and the hydration pass, true afterwards. For markup the first
 * paint does not need (a long option list): the server skips it, and the browser adds it right
 * after hydration without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
