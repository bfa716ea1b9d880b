import type { ProcessingInput } from "@/contracts/app-api";
import type { ProcessingFields } from "@/contracts/checkout-api";
import { CURRENCIES, PAYMENT_PROVIDERS } from "@/contracts/enums";
import { isArrayOf, isBoolean, isFiniteNumber, isOneOf, isOptional, isRecord, isStrictObject, isString } from "@/lib/guards";

/**
 * The payment request whose answer never arrived (network failure, 5xx, a reload mid-request),
 * kept in this tab's sessionStorage. It holds the card *token* (never card data), the e-mail and
 * the provider fields, for at most OPEN_ATTEMPT_TTL_MS (attempt-store).
 */
export interface OpenAttempt {
  key: string;
  purchase: string;
  body: ProcessingInput;
  sentAt: number;
}

const optionalText = isOptional(isString);

const isProcessingFields = isStrictObject<ProcessingFields>({
  first_name: optionalText,
  last_name: optionalText,
  postal_code: optionalText,
  cpf_cnpj: optionalText,
  date_of_birth: optionalText,
});

// Strict, as the server's schema is: a body with an unknown key was written by another version
// of the page (or edited) and is not replayed. Lengths and formats are the server's to check.
const isProcessingInput = isStrictObject<ProcessingInput>({
  cart_id: optionalText,
  plans: isArrayOf(isString),
  coupon: optionalText,
  currency: isOneOf(CURRENCIES),
  country: isString,
  state: optionalText,
  zip: optionalText,
  email: optionalText,
  provider: isOneOf(PAYMENT_PROVIDERS),
  card_token: optionalText,
  use_saved_method: isOptional(isBoolean),
  fields: isOptional(isProcessingFields),
  language: optionalText,
  confirm_duplicate: isOptional(isBoolean),
});

/** What sessionAttemptStore reads back; anything else counts as no open attempt. */
export function isOpenAttempt(value: unknown): value is OpenAttempt {
  return (
    isRecord(value) && isString(value.key) && isString(value.purchase) && isProcessingInput(value.body) && isFiniteNumber(value.sentAt)
  );
}
