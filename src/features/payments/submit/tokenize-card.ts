import { apiErrorBodySchema, type FieldError } from "@/contracts/checkout-api";
import { tokenizeResponseSchema, type TokenizeRequest, type TokenizeResponse } from "@/contracts/gateway-api";

export type TokenizeResult = { ok: true; card: TokenizeResponse } | { ok: false; errors: FieldError[] };

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
  if (response.ok) return { ok: true, card: tokenizeResponseSchema.parse(data) };
  if (response.status === 400) {
    const body = apiErrorBodySchema.safeParse(data);
    return { ok: false, errors: body.success ? (body.data.errors ?? []) : [] };
  }
  throw new Error(`tokenize: ${response.status}`);
}
