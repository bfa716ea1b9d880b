import { ssrExchange, type SSRData } from "@urql/core";
import { initUrqlClient } from "next-urql";
import { GetPackagePlansDocument, type GetPackagePlansQuery, type GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";
import { pricingClientOptions, type PricingTimeouts } from "@/features/plans";
import { createTtlCache } from "@/server/cache";
import { traceHeaders } from "@/server/telemetry";

export type PrefetchResult = { ok: true; urqlState: SSRData; data: GetPackagePlansQuery } | { ok: false; message: string };

/**
 * Prices depend only on the query's variables (country, currency, package, filters, coupon,
 * cross-sells), never on who asks, so every render of the same page in the next half minute
 * shares one answer. The experiment header may change the answer, so it is part of the key.
 */
const PLANS_TTL_MS = 30_000;
const plansCache = createTtlCache<PrefetchResult>({ ttlMs: PLANS_TTL_MS, maxEntries: 500, keep: (result) => result.ok });

async function fetchPlans(
  pricingUrl: string,
  variables: GetPackagePlansQueryVariables,
  experiment: string | null,
  timeouts: PricingTimeouts,
): Promise<PrefetchResult> {
  const ssr = ssrExchange({ isClient: false });
  // On the server next-urql makes a fresh client per call, never shared between shoppers.
  // The pricing call belongs to the trace of the page that asked first.
  const client = initUrqlClient(pricingClientOptions(pricingUrl, ssr, timeouts, experiment, traceHeaders()), false);
  const result = await client.query(GetPackagePlansDocument, variables).toPromise();
  if (result.error || !result.data?.getPackagePlans) {
    return { ok: false, message: result.error?.message ?? "[GraphQL] the package has no plans" };
  }
  return { ok: true, urqlState: ssr.extractData(), data: result.data };
}

/**
 * Fetches the page's plans into an SSR cache made for them. A pricing API that is still
 * unreachable after the retries, or that answers without a package, is a failure the page must
 * show as an error, never as a half-rendered checkout; failures are not cached. The call keeps to
 * `timeouts` (what is left of the page's budget); it takes no shopper's signal, since concurrent
 * renders share it.
 */
export function prefetchPlans(
  pricingUrl: string,
  variables: GetPackagePlansQueryVariables,
  timeouts: PricingTimeouts,
  experiment: string | null = null,
): Promise<PrefetchResult> {
  return plansCache.get(JSON.stringify([pricingUrl, variables, experiment]), () => fetchPlans(pricingUrl, variables, experiment, timeouts));
}

/** Tests start from an empty cache. */
export function clearPlansCache(): void {
  plansCache.clear();
}
