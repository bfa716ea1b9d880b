import type { PaymentProviderId } from "./enums";

/** Why a payment failed; the app maps each to a message of spec section 8. */
export const PAYMENT_ERROR_CODES = ["declined", "processing_failed", "canceled"] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/**
 * A payment of an earlier order of the same plan that is not decided yet (the duplicate-purchase
 * refusal's `in_flight`): `awaiting_shopper` while a provider's page, window or 3-D Secure step
 * waits for the shopper (confirming cancels it, so only one payment can go through),
 * `processing` while the bank decides (it may still be charged, so confirming buys a second
 * subscription).
 */
export const IN_FLIGHT_STATES = ["awaiting_shopper", "processing"] as const;

/** Why an order was canceled, where the page says more than "canceled" (the order's `canceled_because`). */
export const CANCEL_REASONS = ["superseded"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const PAYMENT_ACTION_TYPES = ["done", "error", "redirect", "redirect_post", "frontend_action"] as const;
export type PaymentActionType = (typeof PAYMENT_ACTION_TYPES)[number];

export const CARD_BRANDS = ["VISA", "MASTERCARD", "MAESTRO", "DISCOVER", "AMEX", "UNION_PAY", "JCB", "DINERS_CLUB"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * The card processors: each takes the same card form, tokenized by the gateway for that
 * processor (`processor` of the tokenize request), and charges only its own tokens.
 */
export const CARD_PROCESSORS = ["card", "stripe", "paddle", "processout", "checkout_card"] as const satisfies readonly PaymentProviderId[];
export type CardProcessor = (typeof CARD_PROCESSORS)[number];

/**
 * The card processors whose tokens need the name on the card (the tokenize request's `name`):
 * Paddle records the cardholder's name with every card payment. The others take a card without
 * it, so their form does not ask for it (docs/decisions/0061-name-on-card-only-for-paddle.md).
 */
export const CARDHOLDER_NAME_PROCESSORS: readonly CardProcessor[] = ["paddle"];

/** Whether a provider's card form asks for the name on the card. */
export function needsCardholderName(provider: string): boolean {
  return (CARDHOLDER_NAME_PROCESSORS as readonly string[]).includes(provider);
}

export const PROVIDER_TYPES = ["card", "wallet", "redirect", "bank"] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];
export const PAYMENT_FLOWS = ["form", "redirect"] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];

/**
 * Form fields a provider needs. The card_* fields go to the gateway's tokenize endpoint only;
 * the others travel in the processing request's `fields`.
 */
export const PAYMENT_FIELDS = [
  "card_name",
  "card_number",
  "card_expiry",
  "card_cvv",
  "card_password",
  "first_name",
  "last_name",
  "postal_code",
  "cpf_cnpj",
  "date_of_birth",
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export const GATEWAY_ONLY_FIELDS: readonly PaymentField[] = ["card_name", "card_number", "card_expiry", "card_cvv", "card_password"];

/** What the shopper did in the wallet sheet or the bank-link step. */
export const WALLET_OUTCOMES = ["approve", "cancel"] as const;

/** Server error codes of spec section 8. */
export const SERVER_ERROR_CODES = {
  invalidEmail: 2009,
  couponNotAvailable: 2012,
  cartModificationForbidden: 2015,
  blacklistedEmailDomain: 2029,
  /** Not in spec section 8: the same selection was paid by the same shopper minutes ago. */
  duplicatePurchase: 2040,
} as const;

/** Field error slugs of spec section 5. */
export const FIELD_ERROR_SLUGS = ["cannot-be-empty", "invalid"] as const;
export type FieldErrorSlug = (typeof FIELD_ERROR_SLUGS)[number];

/** The header of POST /api/processing/pre/ that makes a retried payment request safe (ARCHITECTURE 4). */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/**
 * A pay request's proof of the browser session that sent it (a hash of the app's session cookie,
 * from the BFF): a replay of the same key answers the cart's owner secret only with the same
 * proof, so a captured request sent again by anyone else hands out no secret.
 */
export const ATTEMPT_PROOF_HEADER = "x-attempt-proof";

/**
 * What the gateway's page posts to the app (its opener or parent) when the shopper decided in a
 * popup or widget: {type: PROVIDER_WINDOW_MESSAGE, payment_id}. It carries no secret; the app
 * then asks the checkout API through /api/callback/ how the payment went.
 */
export const PROVIDER_WINDOW_MESSAGE = "gateway:payment-step-complete";
