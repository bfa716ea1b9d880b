import { apiErrorBodySchema, IDEMPOTENCY_KEY_HEADER, type ApiErrorBody } from "@/contracts/checkout-api";
import { processingResultSchema, type ProcessingInput, type ProcessingResult } from "@/contracts/app-api";

/**
 * - answered: the payment request was processed (the answer is replayed for the same key);
 * - refused: a 4xx, so nothing was charged (the API stores no 4xx under the key);
 * - unknown: no answer, a 5xx or a broken one: the order may or may not exist, so the same
 *   key and body must be sent again before anything else is tried.
 */
export type ProcessingOutcome =
  | { kind: "answered"; result: ProcessingResult }
  | { kind: "refused"; status: number; body: ApiErrorBody }
  | { kind: "unknown" };

export async function postProcessing(body: ProcessingInput, idempotencyKey: string): Promise<ProcessingOutcome> {
  let response: Response;
  try {
    response = await fetch("/api/processing/pre/", {
      method: "POST",
      headers: { "content-type": "application/json", [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { kind: "unknown" };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const result = processingResultSchema.safeParse(data);
    return result.success ? { kind: "answered", result: result.data } : { kind: "unknown" };
  }
  if (response.status >= 400 && response.status < 500) {
    const parsed = apiErrorBodySchema.safeParse(data);
    const fallback: ApiErrorBody = { error: "request_failed", message: response.statusText };
    return { kind: "refused", status: response.status, body: parsed.success ? parsed.data : fallback };
  }
  return { kind: "unknown" };
}
