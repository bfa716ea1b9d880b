import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";
import { packagePlansKey } from "./plans-key";
import { usePricingSource } from "./pricing-provider";
import type { PlansError } from "./pricing-source";
import type { PackagePlans } from "./types";

export interface PackagePlansState {
  /** The package for the current variables, or the previous one while they load. */
  data: PackagePlans | null;
  /** New prices are on their way; the previous ones stay on screen so nothing jumps. */
  fetching: boolean;
  error: PlansError | null;
  /** Asks the pricing API again for the same variables (a failed answer is never cached). */
  retry: () => void;
}

export function usePackagePlans(variables: GetPackagePlansQueryVariables): PackagePlansState {
  const source = usePricingSource();
  const key = packagePlansKey(variables);
  const read = useCallback(() => source.entry(key), [source, key]);
  const entry = useSyncExternalStore(source.subscribe, read, read);
  // Variables the page has no prices for (a new coupon, product or currency) are asked for once
  // the page runs; a failed answer is asked again when the shopper comes back to them.
  // Keyed by the variables' key, not their object: a caller that builds them anew on every
  // render must not ask again after each failed answer.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => source.ask(key, variables), [source, key]);
  const retry = useCallback(() => source.ask(key, variables, true), [source, key, variables]);
  const current = entry.data;
  // The last package seen, kept from render to render (React's "previous render" pattern).
  const [last, setLast] = useState<PackagePlans | null>(current);
  if (current && current !== last) setLast(current);
  return { data: current ?? last, fetching: entry.fetching, error: entry.error, retry };
}
