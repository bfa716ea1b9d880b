import { isValidPostalCode } from "@/contracts/postal-codes";
import { digitsOf, isBlank, type FieldProblem } from "./field-problem";

/** Names: only "cannot be empty" (spec section 5); any script and punctuation is a real name. */
export function validateName(value: string | undefined): FieldProblem | null {
  return value === undefined || isBlank(value) ? "empty" : null;
}

/** By the country's rules (src/contracts/postal-codes.ts), the same the billing address uses. */
export function validatePostalCode(value: string | undefined, country: string): FieldProblem | null {
  if (value === undefined || isBlank(value)) return "empty";
  return isValidPostalCode(country, value) ? null : "invalid";
}

/** CPF (11 digits) or CNPJ (14), punctuation allowed; a run of one digit is a placeholder, not a number. */
export function validateCpfCnpj(value: string | undefined): FieldProblem | null {
  if (value === undefined || isBlank(value)) return "empty";
  const digits = digitsOf(value).replace(/[./]/g, "");
  return /^(\d{11}|\d{14})$/.test(digits) && !/^(\d)\1+$/.test(digits) ? null : "invalid";
}

export const MINIMUM_AGE_YEARS = 18;

/** YYYY-MM-DD (the day, month and year fields as one, dateOfBirthValue), a real day, from 1900, and an adult's. */
export function validateDateOfBirth(value: string | undefined, now: Date): FieldProblem | null {
  if (value === undefined || isBlank(value)) return "empty";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "invalid";
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return "invalid";
  const adultFrom = new Date(Date.UTC(now.getFullYear() - MINIMUM_AGE_YEARS, now.getMonth(), now.getDate()));
  return date.getUTCFullYear() >= 1900 && date <= adultFrom ? null : "invalid";
}

/** The first two digits of a Korean card's password. */
export function validateCardPassword(value: string | undefined): FieldProblem | null {
  if (value === undefined || isBlank(value)) return "empty";
  return /^\d{2}$/.test(value.trim()) ? null : "invalid";
}
