import type { SSRData } from "urql";
import { createClient, ssrExchange } from "urql";
import { GetPackagePlansDocument, type GetPackagePlansQuery, type GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";
import { pricingClientOptions } from "@/features/plans";

export type PrefetchResult = { ok: true; urqlState: SSRData; data: GetPackagePlansQuery } | { ok: false; message: string };

/**
 * Fetches the page's plans into an SSR cache created for this request only. A pricing API that
 * is still unreachable after the retries, or that answers without a package, is a failure the
 * page must show as an error, never as a half-rendered checkout.
 */
export async function prefetchPlans(pricingUrl: string, variables: GetPackagePlansQueryVariables): Promise<PrefetchResult> {
  const ssr = ssrExchange({ isClient: false });
  const client = createClient(pricingClientOptions(pricingUrl, ssr));
  const result = await client.query(GetPackagePlansDocument, variables).toPromise();
  if (result.error || !result.data?.getPackagePlans) {
    return { ok: false, message: result.error?.message ?? "[GraphQL] the package has no plans" };
  }
  return { ok: true, urqlState: ssr.extractData(), data: result.data };
}
