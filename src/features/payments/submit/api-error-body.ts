import type { ApiErrorBody, FieldError } from "@/contracts/checkout-api";
import { FIELD_ERROR_SLUGS } from "@/contracts/enums";
import { isArrayOf, isInteger, isOneOf, isOptional, isRecord, isString } from "@/lib/guards";

const isSlug = isOneOf(FIELD_ERROR_SLUGS);

function isFieldError(value: unknown): value is FieldError {
  return isRecord(value) && isString(value.field) && isSlug(value.slug);
}
const isFieldErrors = isOptional(isArrayOf(isFieldError));
const isCode = isOptional(isInteger);

/**
 * A 4xx body of the checkout API as the payment form reads it: the server code and the field
 * slugs decide the messages; `error` and `message` are checked so the body keeps its contract type.
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return isRecord(value) && isString(value.error) && isString(value.message) && isCode(value.code) && isFieldErrors(value.errors);
}
