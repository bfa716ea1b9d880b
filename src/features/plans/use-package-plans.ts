import { useCallback, useState } from "react";
import { useQuery, type CombinedError } from "urql";
import { GetPackagePlansDocument, type GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";
import { compiledDocument } from "@/lib/graphql";
import type { PackagePlans } from "./types";

export interface PackagePlansState {
  /** The package for the current variables, or the previous one while they load. */
  data: PackagePlans | null;
  /** New prices are on their way; the previous ones stay on screen so nothing jumps. */
  fetching: boolean;
  error: CombinedError | null;
  /** Asks the pricing API again for the same variables (a failed answer is never cached). */
  retry: () => void;
}

const packagePlansDocument = compiledDocument(GetPackagePlansDocument);

export function usePackagePlans(variables: GetPackagePlansQueryVariables): PackagePlansState {
  const [result, reexecute] = useQuery({ query: packagePlansDocument, variables });
  const retry = useCallback(() => reexecute({ requestPolicy: "network-only" }), [reexecute]);
  const current = result.data?.getPackagePlans ?? null;
  // The last package seen, kept from render to render (React's "previous render" pattern).
  const [last, setLast] = useState<PackagePlans | null>(current);
  if (current && current !== last) setLast(current);
  return {
    data: current ?? last,
    fetching: result.fetching,
    error: result.error ?? null,
    retry,
  };
}
