import type { ProcessingInput, ProcessingResult } from "@/contracts/app-api";
import type { ApiErrorBody } from "@/contracts/checkout-api";
import { IDEMPOTENCY_KEY_HEADER } from "@/contracts/enums";
import { isApiErrorBody } from "./api-error-body";
import { isProcessingResult } from "./processing-result";

/**
 * - answered: the payment request was processed (the answer is replayed for the same key);
 * - refused: a 4xx, so nothing was charged (the API stores no 4xx under the key);
 * - unknown: no answer, a 5xx or a broken one: the order may or may not exist, so the same
 *   key and body must be sent again before anything else is tried.
 */
export type ProcessingOutcome =
  { kind: "answered"; result: ProcessingResult } | { kind: "refused"; status: number; body: ApiErrorBody } | { kind: "unknown" };

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
    return isProcessingResult(data) ? { kind: "answered", result: data } : { kind: "unknown" };
  }
  if (response.status >= 400 && response.status < 500) {
    const fallback: ApiErrorBody = { error: "request_failed", message: response.statusText };
    return { kind: "refused", status: response.status, body: isApiErrorBody(data) ? data : fallback };
  }
  return { kind: "unknown" };
}
