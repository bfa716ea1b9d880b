import type { FieldError } from "@/contracts/checkout-api";
import type { TokenizeRequest } from "@/contracts/gateway-api";
import { isApiErrorBody } from "./api-error-body";
import { isTokenizedCard, type TokenizedCard } from "./gateway-answers";

export type TokenizeResult = { ok: true; card: TokenizedCard } | { ok: false; errors: FieldError[] };

/**
 * Sends the card from the browser straight to the gateway (`<gateway>/v1/tokens`); only the
 * returned token goes to the app. No cookies, no referrer, and nothing here logs the request:
 * the number, CVV and card password must not reach any log, trace or analytics event.
 */
export async function tokenizeCard(gatewayUrl: string, card: TokenizeRequest, signal?: AbortSignal): Promise<TokenizeResult> {
  const response = await fetch(`${gatewayUrl.replace(/\/$/, "")}/v1/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(card),
    credentials: "omit",
    referrerPolicy: "no-referrer",
    signal,
  });
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) {
    // A malformed answer throws, as any gateway failure does: the shopper sees the generic alert.
    if (!isTokenizedCard(data)) throw new Error("tokenize: malformed answer");
    return { ok: true, card: data };
  }
  if (response.status === 400) return { ok: false, errors: isApiErrorBody(data) ? (data.errors ?? []) : [] };
  throw new Error(`tokenize: ${response.status}`);
}
