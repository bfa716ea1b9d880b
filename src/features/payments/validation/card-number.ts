import { cardDigits, detectCardBrand, isValidCardNumber } from "@/contracts/card-rules";
import type { CardBrand } from "@/contracts/enums";
import { isBlank, type FieldProblem } from "./field-problem";

/**
 * "Card number cannot be empty" / "is not valid": a known brand, one of its lengths and the Luhn
 * check, by the rules the gateway applies too (`@/contracts/card-rules`).
 */
export function validateCardNumber(value: string | undefined): FieldProblem | null {
  if (value === undefined || isBlank(value)) return "empty";
  return isValidCardNumber(value) ? null : "invalid";
}

/**
 * The lengths at which a valid number is taken as whole, so the form moves on to the expiry. A
 * brand's longest length, and the one nearly all its cards have where longer ones are rare: the
 * first 13 digits of a 16-digit VISA pass the Luhn check one time in ten, so a 13-digit number
 * never moves on by itself, nor a 16-digit Maestro or UnionPay card, whose 19-digit cards are
 * common too. The shopper moves on with Tab then, as on any other field.
 */
const MOVES_ON_AT: Readonly<Record<CardBrand, readonly number[]>> = {
  VISA: [16, 19],
  MASTERCARD: [16],
  AMEX: [15],
  DISCOVER: [16, 19],
  JCB: [16, 19],
  DINERS_CLUB: [14, 19],
  MAESTRO: [19],
  UNION_PAY: [19],
};

/** Whether a card number is valid and whole by MOVES_ON_AT: typing more into it would only make it wrong. */
export function isCompleteCardNumber(value: string | undefined): boolean {
  if (!value || !isValidCardNumber(value)) return false;
  const digits = cardDigits(value);
  const brand = detectCardBrand(digits);
  return brand !== undefined && MOVES_ON_AT[brand].includes(digits.length);
}
