import type { PaymentProvider } from "@/contracts/checkout-api";
import { cachedProviders, cacheProviders } from "./provider-cache";
import { isProvidersAnswer } from "./providers-answer";

export type ProviderListKind = "one-click" | "regular";

export interface ProvidersRequest {
  country: string;
  currency: string;
  plan: string;
}

/**
 * One provider list from the app's BFF (which adds the shopper's token for one-click). The
 * regular list is answered from this tab's cache when it has a fresh one (provider-cache.ts).
 */
export async function fetchProviders(kind: ProviderListKind, request: ProvidersRequest, signal: AbortSignal): Promise<PaymentProvider[]> {
  const cached = kind === "regular" ? cachedProviders(request) : null;
  if (cached) return cached;
  const query = new URLSearchParams({ country: request.country, currency: request.currency, plan: request.plan });
  const response = await fetch(`/api/payments/providers/${kind}/?${query.toString()}`, { signal, credentials: "same-origin" });
  if (!response.ok) throw new Error(`providers ${kind}: ${response.status}`);
  const answer: unknown = await response.json();
  if (!isProvidersAnswer(answer)) throw new Error(`providers ${kind}: malformed answer`);
  if (kind === "regular") cacheProviders(request, answer.providers);
  return answer.providers;
}
