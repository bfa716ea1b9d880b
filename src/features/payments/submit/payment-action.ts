import type { PaymentAction } from "@/contracts/checkout-api";
import { CURRENCIES, PAYMENT_ERROR_CODES, PAYMENT_PROVIDERS } from "@/contracts/enums";
import { isFiniteNumber, isOneOf, isRecord, isString, isUrl } from "@/lib/guards";

const isErrorCode = isOneOf(PAYMENT_ERROR_CODES);
const isProvider = isOneOf(PAYMENT_PROVIDERS);
const isCurrency = isOneOf(CURRENCIES);

/** The hidden fields of a `redirect_post` form: text only. */
function isFormFields(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every(isString);
}

function isFrontendAction(action: Record<string, unknown>): boolean {
  switch (action.action) {
    case "wallet_sheet":
      return (
        isProvider(action.provider) &&
        isString(action.payment_id) &&
        isFiniteNumber(action.amount) &&
        isCurrency(action.currency) &&
        isUrl(action.authorize_url)
      );
    case "bank_link":
      return isString(action.payment_id) && isString(action.link_token) && isUrl(action.exchange_url);
    case "popup":
    case "widget":
      return isProvider(action.provider) && isString(action.payment_id) && isUrl(action.url);
    default:
      return false;
  }
}

/**
 * What to do after a payment request (spec section 3). The page follows every kind, so each is
 * checked whole; an unknown kind is a malformed answer.
 */
export function isPaymentAction(value: unknown): value is PaymentAction {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case "done":
      return true;
    case "error":
      return isErrorCode(value.code) && isString(value.message);
    case "redirect":
      return isUrl(value.url);
    case "redirect_post":
      return isUrl(value.url) && isFormFields(value.fields);
    case "frontend_action":
      return isFrontendAction(value);
    default:
      return false;
  }
}
