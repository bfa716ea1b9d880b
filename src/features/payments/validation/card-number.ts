import { cardNumberLengths, detectCardBrand } from "./card-brand";
import { digitsOf, isBlank, type FieldProblem } from "./field-problem";
import { passesLuhn } from "./luhn";

/** "Card number cannot be empty" / "is not valid": a known brand, its length and the Luhn check. */
export function validateCardNumber(value: string | undefined): FieldProblem | null {
  if (value === undefined || isBlank(value)) return "empty";
  const digits = digitsOf(value);
  if (!/^\d{12,19}$/.test(digits)) return "invalid";
  const brand = detectCardBrand(digits);
  if (!brand || !cardNumberLengths(brand).includes(digits.length)) return "invalid";
  return passesLuhn(digits) ? null : "invalid";
}
