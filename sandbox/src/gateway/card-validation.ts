import { cardDigits, cvvLength, detectCardBrand, expiryProblem, fullExpiryYear, isValidCardNumber } from "@/contracts/card-rules";
import type { FieldError } from "@/contracts/checkout-api";
import { needsCardholderName, type CardBrand } from "@/contracts/enums";
import type { TokenizeRequest } from "@/contracts/gateway-api";
import { validationError } from "../http/http-error";
import { behaviourOf, type CardBehaviour } from "./test-cards";

export interface ValidCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
}

function slugFor(value: string | undefined): FieldError["slug"] {
  return value === undefined || value.trim() === "" ? "cannot-be-empty" : "invalid";
}

function expiryErrors(request: TokenizeRequest, now: Date): FieldError[] {
  const month = /^\d{1,2}$/.test(request.exp_month) ? Number(request.exp_month) : NaN;
  const year = /^(\d{2}|\d{4})$/.test(request.exp_year) ? fullExpiryYear(request.exp_year) : NaN;
  const errors: FieldError[] = [];
  if (!(month >= 1 && month <= 12)) errors.push({ field: "exp_month", slug: slugFor(request.exp_month) });
  if (!Number.isFinite(year)) errors.push({ field: "exp_year", slug: slugFor(request.exp_year) });
  if (errors.length > 0) return errors;
  if (expiryProblem({ month, year }, { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() }))
    errors.push({ field: "exp_year", slug: "invalid" });
  return errors;
}

/**
 * Checks a card the way a gateway would; every problem is reported at once with its field. The
 * number and CVV rules are the payment form's (`src/contracts/card-rules.ts`), so a card the form
 * accepts always tokenizes.
 */
export function validateCard(request: TokenizeRequest, now: Date): ValidCard {
  const digits = cardDigits(request.number);
  const brand = detectCardBrand(digits);
  const errors: FieldError[] = [];
  if (!isValidCardNumber(digits)) errors.push({ field: "number", slug: slugFor(request.number) });
  errors.push(...expiryErrors(request, now));
  if (!new RegExp(`^\\d{${cvvLength(brand)}}$`).test(request.cvv)) errors.push({ field: "cvv", slug: slugFor(request.cvv) });
  if (request.card_password !== undefined && !/^\d{2}$/.test(request.card_password)) {
    errors.push({ field: "card_password", slug: slugFor(request.card_password) });
  }
  // Paddle keeps the cardholder's name with the payment: its tokens are refused without one.
  if (needsCardholderName(request.processor ?? "card") && !request.name?.trim()) errors.push({ field: "name", slug: "cannot-be-empty" });
  if (errors.length > 0 || !brand) throw validationError(errors, undefined, "The card is not valid.");
  return {
    brand,
    last4: digits.slice(-4),
    expMonth: Number(request.exp_month),
    expYear: fullExpiryYear(request.exp_year),
    behaviour: behaviourOf(digits),
  };
}
