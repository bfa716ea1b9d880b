import { cvvLength } from "@/contracts/card-rules";
import type { CardBrand } from "@/contracts/enums";
import { isBlank, type FieldProblem } from "./field-problem";

/** 3 digits, or 4 for AMEX; before the brand is known either length is accepted. */
export function validateCvv(value: string | undefined, brand: CardBrand | undefined): FieldProblem | null {
  if (value === undefined || isBlank(value)) return "empty";
  const trimmed = value.trim();
  const pattern = brand ? new RegExp(`^\\d{${cvvLength(brand)}}$`) : /^\d{3,4}$/;
  return pattern.test(trimmed) ? null : "invalid";
}
