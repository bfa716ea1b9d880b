import type { PaymentProvider, ProvidersResponse, SavedBillingAddress, SavedMethod } from "@/contracts/checkout-api";
import { CARD_BRANDS, PAYMENT_FIELDS, PAYMENT_FLOWS, PAYMENT_PROVIDERS, PROVIDER_TYPES } from "@/contracts/enums";
import { isArrayOf, isOneOf, isOptional, isRecord, isString } from "@/lib/guards";

const isIdentifier = isOneOf(PAYMENT_PROVIDERS);
const isType = isOneOf(PROVIDER_TYPES);
const isFlow = isOneOf(PAYMENT_FLOWS);
// An unknown field would leave the form without an input for it: the list is refused instead.
const isFields = isArrayOf(isOneOf(PAYMENT_FIELDS));
const isBrand = isOneOf(CARD_BRANDS);

const isOptionalString = isOptional(isString);

/** The address a card was saved with: the tax address of a payment with it. */
function isSavedBillingAddress(value: unknown): value is SavedBillingAddress {
  return (
    isRecord(value) &&
    isString(value.country) &&
    /^[A-Z]{2}$/.test(value.country) &&
    isOptionalString(value.state) &&
    isOptionalString(value.zip)
  );
}
const isOptionalBillingAddress = isOptional(isSavedBillingAddress);

function isSavedMethod(value: unknown): value is SavedMethod {
  return (
    isRecord(value) &&
    isBrand(value.brand) &&
    isString(value.last4) &&
    /^\d{4}$/.test(value.last4) &&
    isOptionalBillingAddress(value.billing_address)
  );
}
const isOptionalSavedMethod = isOptional(isSavedMethod);

/**
 * One provider as the payment form uses it. `type` is not read today but is checked too, so the
 * list keeps the contract's PaymentProvider type rather than a narrowed copy.
 */
function isPaymentProvider(value: unknown): value is PaymentProvider {
  return (
    isRecord(value) &&
    isIdentifier(value.identifier) &&
    isType(value.type) &&
    isFlow(value.flow) &&
    isFields(value.fields) &&
    isOptionalSavedMethod(value.saved_method)
  );
}
const isProviders = isArrayOf(isPaymentProvider);

/** GET /api/payments/providers/{one-click,regular}/: any other answer fails the list's request. */
export function isProvidersAnswer(value: unknown): value is ProvidersResponse {
  return isRecord(value) && isProviders(value.providers);
}
