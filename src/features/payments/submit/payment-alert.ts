import type { MessageDescriptor } from "react-intl";
import type { ApiErrorBody, PaymentErrorCode } from "@/contracts/checkout-api";
import { SERVER_ERROR_CODES } from "@/contracts/enums";
import { serverEmailProblem } from "../email/server-email-problem";
import type { ErrorSlot } from "../form/form-fields";
import type { FormErrors } from "../form/validate-payment-form";
import { fieldMessages } from "../messages/field-messages";
import { paymentMessages } from "../messages/payment-messages";

/** What `payment-error-alert` says (spec section 8, and the server codes 2015 and 2012). */
export type PaymentAlert =
  "declined" | "superseded" | "generic" | "rate_limited" | "card_invalid" | "cart_modification_forbidden" | "coupon_not_available";

export const ALERT_MESSAGES: Readonly<Record<PaymentAlert, MessageDescriptor>> = {
  declined: paymentMessages.declined,
  superseded: paymentMessages.superseded,
  generic: paymentMessages.generic,
  rate_limited: paymentMessages.rateLimited,
  card_invalid: fieldMessages.cardInvalid,
  cart_modification_forbidden: paymentMessages.cartModificationForbidden,
  coupon_not_available: paymentMessages.couponNotAvailable,
};

/**
 * A declined payment has its own words, and so has one stopped because the shopper paid for the
 * same plan elsewhere; every other failure (canceled included) is the generic one.
 */
export function alertForPaymentError(code: PaymentErrorCode | "superseded" | string | undefined): PaymentAlert {
  if (code === "declined" || code === "superseded") return code;
  return "generic";
}

const PROVIDER_FIELD = /^fields\.(first_name|last_name|postal_code|cpf_cnpj|date_of_birth)$/;

export interface RefusalView {
  alert: PaymentAlert | null;
  problems: FormErrors;
}

/** A 4xx of /api/processing/pre/: field messages where a field is at fault, else an alert. */
export function viewOfRefusal(body: ApiErrorBody): RefusalView {
  // 429: the spec's words for too many requests (spec 2.4), not "Something went wrong".
  if (body.error === "rate_limited") return { alert: "rate_limited", problems: {} };
  if (body.code === SERVER_ERROR_CODES.cartModificationForbidden) return { alert: "cart_modification_forbidden", problems: {} };
  if (body.code === SERVER_ERROR_CODES.couponNotAvailable) return { alert: "coupon_not_available", problems: {} };
  const problems: FormErrors = {};
  const email = serverEmailProblem(body);
  if (email) problems.email = email;
  for (const error of body.errors ?? []) {
    const field = PROVIDER_FIELD.exec(error.field)?.[1] as ErrorSlot | undefined;
    if (field) problems[field] = error.slug === "cannot-be-empty" ? "empty" : "invalid";
  }
  return { alert: Object.keys(problems).length > 0 ? null : "generic", problems };
}

const GATEWAY_FIELDS: Readonly<Record<string, ErrorSlot>> = {
  number: "card_number",
  exp_month: "card_expiry",
  exp_year: "card_expiry",
  cvv: "card_cvv",
  card_password: "card_password",
  name: "card_name",
};

/** The gateway's refusal of a card: the fields it names, or "Card is not valid" as a whole. */
export function viewOfCardRefusal(errors: readonly { field: string; slug: string }[]): RefusalView {
  const problems: FormErrors = {};
  for (const error of errors) {
    const slot = GATEWAY_FIELDS[error.field];
    if (slot && !problems[slot]) problems[slot] = error.slug === "cannot-be-empty" ? "empty" : "invalid";
  }
  return { alert: Object.keys(problems).length > 0 ? null : "card_invalid", problems };
}
