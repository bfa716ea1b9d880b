import { isValidCardNumber } from "@/contracts/card-rules";
import { isBlank, type FieldProblem } from "./field-problem";

/**
 * "Card number cannot be empty" / "is not valid": a known brand, one of its lengths and the Luhn
 * check, by the rules the gateway applies too (`@/contracts/card-rules`).
 */
export function validateCardNumber(value: string | undefined): FieldProblem | null {
  if (value === undefined || isBlank(value)) return "empty";
  return isValidCardNumber(value) ? null : "invalid";
}
