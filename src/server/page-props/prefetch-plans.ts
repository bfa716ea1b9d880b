import { ssrExchange, type SSRData } from "@urql/core";
import { initUrqlClient } from "next-urql";
import { GetPackagePlansDocument, type GetPackagePlansQuery, type GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";
import { pricingClientOptions, rememberParsedPlans, type PricingTimeouts } from "@/features/plans";
import { TOO_SLOW, within } from "@/lib/within";
import { createTtlCache, type TtlCache } from "@/server/cache";
import { getEnv } from "@/server/env";
import { logger } from "@/server/log";
import { traceHeaders } from "@/server/telemetry";
import { plansStateText } from "./plans-state-text";
import { LAST_GOOD_MS, sharedLastGoodOf, shareLastGood } from "./shared-last-good";

/**
 * The page's plans: fresh from the pricing API, or, while it is slow or failing, the last good
 * answer to the same query (`stale`, and the page says so where prices show).
 */
export type PrefetchResult = { ok: true; urqlState: SSRData; data: GetPackagePlansQuery; stale: boolean } | { ok: false; message: string };

type Answer = { ok: true; urqlState: SSRData; data: GetPackagePlansQuery } | { ok: false; message: string };

/**
 * Prices depend only on the query's variables (country, currency, package, filters, coupon,
 * cross-sells), never on who asks, so every render of the same page within PRICING_CACHE_MS (30 s)
 * shares one answer. The experiment header may change the answer, so it is part of the key.
 */
let plansCache: TtlCache<Answer> | undefined;
const freshPlans = () =>
  (plansCache ??= createTtlCache<Answer>({ ttlMs: getEnv().PRICING_CACHE_MS, maxEntries: 500, keep: (answer) => answer.ok }));

/**
 * The last good answer of each query, kept a day (LAST_GOOD_MS) past its freshness for the
 * pricing API's bad moments: in the process (the order they were last answered, at most
 * LAST_GOOD_ENTRIES) and, with REDIS_URL, in Redis for every replica (./shared-last-good.ts), so
 * a replica that never saw a query can stand in with another's answer.
 */
const LAST_GOOD_ENTRIES = 500;
const lastGood = new Map<string, { at: number; answer: Extract<Answer, { ok: true }> }>();

function rememberGood(key: string, answer: Extract<Answer, { ok: true }>, at = Date.now()): void {
  lastGood.delete(key);
  lastGood.set(key, { at, answer });
  while (lastGood.size > LAST_GOOD_ENTRIES) lastGood.delete(lastGood.keys().next().value as string);
}

function lastGoodOf(key: string): Extract<Answer, { ok: true }> | undefined {
  const entry = lastGood.get(key);
  if (entry && Date.now() - entry.at > LAST_GOOD_MS) lastGood.delete(key);
  return entry && Date.now() - entry.at <= LAST_GOOD_MS ? entry.answer : undefined;
}

async function fetchPlans(
  pricingUrl: string,
  variables: GetPackagePlansQueryVariables,
  experiment: string | null,
  timeouts: PricingTimeouts,
): Promise<Answer> {
  const ssr = ssrExchange({ isClient: false });
  // On the server next-urql makes a fresh client per call, never shared between shoppers.
  // The pricing call belongs to the trace of the page that asked first.
  const client = initUrqlClient(pricingClientOptions(pricingUrl, ssr, timeouts, experiment, traceHeaders()), false);
  const result = await client.query(GetPackagePlansDocument, variables).toPromise();
  if (result.error || !result.data?.getPackagePlans) {
    return { ok: false, message: result.error?.message ?? "[GraphQL] the package has no plans" };
  }
  const urqlState: SSRData = {};
  for (const [key, entry] of Object.entries(ssr.extractData())) {
    urqlState[key] = entry?.data ? { ...entry, data: plansStateText(JSON.parse(entry.data)) } : entry;
  }
  rememberParsedPlans(urqlState, result.data);
  return { ok: true, urqlState, data: result.data };
}

/**
 * Fetches the page's plans into an SSR cache made for them. The call keeps to `timeouts` (what is
 * left of the page's budget); it takes no shopper's signal, since concurrent renders share it.
 *
 * Slow pricing degrades instead of falling over. Where this process has a last good answer for
 * the query, the page waits one try (`attemptMs`) at most: an API slower than that, or failing,
 * gives the page that answer, `stale`, while the call goes on and refreshes it for the next
 * render. Where it has none, the same slow try or failure asks Redis (with REDIS_URL) for another
 * replica's; each good answer is written there behind the page. Without any, a pricing API still
 * unreachable after its retries, or answering without a package, is a failure the page shows as
 * its error screen, never a half-rendered checkout; failures are never cached.
 */
export async function prefetchPlans(
  pricingUrl: string,
  variables: GetPackagePlansQueryVariables,
  timeouts: PricingTimeouts,
  experiment: string | null = null,
): Promise<PrefetchResult> {
  const key = JSON.stringify([pricingUrl, variables, experiment]);
  const fresh = freshPlans().get(key, async () => {
    const answer = await fetchPlans(pricingUrl, variables, experiment, timeouts);
    if (answer.ok) {
      rememberGood(key, answer);
      shareLastGood(key, answer.data);
    }
    return answer;
  });
  const local = lastGoodOf(key);
  // Without a stand-in of its own or Redis to ask, the page waits for the answer, whatever it is.
  if (!local && !getEnv().REDIS_URL) {
    const answer = await fresh;
    return answer.ok ? { ...answer, stale: false } : answer;
  }
  const first = await within(fresh, timeouts.attemptMs);
  if (first !== TOO_SLOW && first.ok) return { ...first, stale: false };
  const reason = first === TOO_SLOW ? `no answer within ${timeouts.attemptMs} ms` : first.message;
  if (local) {
    logger.warn("pricing served from the last good answer", { reason });
    return { ...local, stale: true };
  }
  const shared = await sharedLastGoodOf(key, variables);
  if (shared) {
    // Kept here too, with its own age: the next renders stand in without asking Redis.
    if (!lastGoodOf(key)) rememberGood(key, shared.answer, shared.at);
    logger.warn("pricing served from the last good answer", { reason, from: "redis" });
    return { ...shared.answer, stale: true };
  }
  if (first !== TOO_SLOW) return first;
  const answer = await fresh;
  return answer.ok ? { ...answer, stale: false } : answer;
}

/** Tests start from empty caches: no fresh answer, and with `lastGood` no stand-in either. */
export function clearPlansCache({ lastGood: alsoLastGood = false } = {}): void {
  plansCache?.clear();
  if (alsoLastGood) lastGood.clear();
}
