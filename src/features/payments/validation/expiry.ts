import { expiryProblem, fullExpiryYear } from "@/contracts/card-rules";
import { isBlank, type FieldProblem } from "./field-problem";

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

const MONTH = /^(0?[1-9]|1[0-2])$/;
const YEAR = /^(\d{2}|\d{4})$/;

/** "MM / YY", "MM/YY", "MM/YYYY" or "MMYY"; undefined when it is none of them. */
export function parseExpiryDate(value: string): Expiry | undefined {
  const compact = value.replace(/\s/g, "");
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(compact) ?? /^(\d{2})(\d{2})$/.exec(compact);
  if (!match || !MONTH.test(match[1]!)) return undefined;
  return { month: Number(match[1]), year: fullExpiryYear(match[2]!) };
}

function timeProblem(expiry: Expiry, now: Date): FieldProblem | null {
  return expiryProblem(expiry, { month: now.getMonth() + 1, year: now.getFullYear() });
}

/** The single "MM / YY" field: cannot be empty, is not valid, has passed, is too far in the future. */
export function validateExpiryDate(value: string | undefined, now: Date): FieldProblem | null {
  if (value === undefined || isBlank(value)) return "empty";
  const expiry = parseExpiryDate(value);
  return expiry ? timeProblem(expiry, now) : "invalid";
}

/**
 * The month and year fields, judged together ("Expiration year and month cannot be empty" /
 * "are not valid"), then as one date (has passed / too far in the future).
 */
export function validateExpiryMonthYear(month: string | undefined, year: string | undefined, now: Date): FieldProblem | null {
  if (month === undefined || year === undefined || isBlank(month) || isBlank(year)) return "empty";
  if (!MONTH.test(month.trim()) || !YEAR.test(year.trim())) return "invalid";
  return timeProblem({ month: Number(month.trim()), year: fullExpiryYear(year.trim()) }, now);
}

/** "0526" or "05 / 2026" typed in any way, shown as "MM / YY". */
export function formatExpiryDate(value: string, previous = ""): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  // Deleting the separator must not put it straight back.
  if (value.length < previous.length && digits.length <= 2) return digits;
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}
