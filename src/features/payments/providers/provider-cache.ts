import type { PaymentProvider } from "@/contracts/checkout-api";
import type { ProvidersRequest } from "./fetch-providers";
import { isProvidersAnswer } from "./providers-answer";

/**
 * The session-storage cache of the regular provider list (spec 3: "a cache in session storage
 * under a provider cache key"). Back on the payment step in the same tab (after a declined
 * payment, a wallet that was closed, a step back from the plans) the methods show at once instead
 * of behind a placeholder. One entry, for the last country, currency and plan, kept for five
 * minutes. Only the regular list: the one-click list is the shopper's saved methods, which
 * belong to the login and are never written to storage.
 */
export const PROVIDER_CACHE_KEY = "checkout.providers";
export const PROVIDER_CACHE_TTL_MS = 5 * 60 * 1000;

interface CacheEntry {
  key: string;
  savedAt: number;
  providers: unknown;
}

type CacheStorage = Pick<Storage, "getItem" | "setItem">;

const keyOf = ({ country, currency, plan }: ProvidersRequest) => `${country}|${currency}|${plan}`;

function storage(): CacheStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Blocked storage (some private modes, sandboxed frames): no cache, the list is fetched.
    return null;
  }
}

/** The cached list for this request, if it is fresh and well-formed; never throws. */
export function cachedProviders(request: ProvidersRequest, now = Date.now(), store = storage()): PaymentProvider[] | null {
  try {
    const raw = store?.getItem(PROVIDER_CACHE_KEY);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<CacheEntry> | null;
    if (!entry || entry.key !== keyOf(request) || typeof entry.savedAt !== "number") return null;
    if (now - entry.savedAt > PROVIDER_CACHE_TTL_MS || now < entry.savedAt) return null;
    const answer = { providers: entry.providers };
    return isProvidersAnswer(answer) ? answer.providers : null;
  } catch {
    return null;
  }
}

/** Remembers the list for this request, replacing any other; a full or blocked storage is ignored. */
export function cacheProviders(request: ProvidersRequest, providers: PaymentProvider[], now = Date.now(), store = storage()): void {
  try {
    const entry: CacheEntry = { key: keyOf(request), savedAt: now, providers };
    store?.setItem(PROVIDER_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // Nothing to do: the next visit fetches again.
  }
}
