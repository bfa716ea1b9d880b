import { detectCardBrand } from "@/contracts/card-rules";
import { validateCardNumber } from "../validation/card-number";
import { validateCvv } from "../validation/cvv";
import { validateEmail } from "../validation/email";
import { validateExpiryDate, validateExpiryMonthYear } from "../validation/expiry";
import type { FieldProblem } from "../validation/field-problem";
import {
  validateCardPassword,
  validateCpfCnpj,
  validateDateOfBirth,
  validateName,
  validatePostalCode,
} from "../validation/personal-fields";
import type { ErrorSlot, FormRules, FormValues } from "./form-fields";

export type FormErrors = Partial<Record<ErrorSlot, FieldProblem>>;

/** One slot's problem with the current values, or null. */
export function validateSlot(slot: ErrorSlot, values: FormValues, rules: FormRules, now: Date): FieldProblem | null {
  switch (slot) {
    case "email":
      return validateEmail(values.email);
    case "card_name":
    case "first_name":
    case "last_name":
      return validateName(values[slot]);
    case "card_number":
      return validateCardNumber(values.card_number);
    case "card_expiry":
      return rules.expiryLayout === "date"
        ? validateExpiryDate(values.card_expiry, now)
        : validateExpiryMonthYear(values.card_expiry_month, values.card_expiry_year, now);
    case "card_cvv":
      return validateCvv(values.card_cvv, detectCardBrand(values.card_number ?? ""));
    case "card_password":
      return validateCardPassword(values.card_password);
    case "postal_code":
      return validatePostalCode(values.postal_code, rules.country);
    case "cpf_cnpj":
      return validateCpfCnpj(values.cpf_cnpj);
    case "date_of_birth":
      return validateDateOfBirth(values.date_of_birth, now);
  }
}

export function slotsOf(rules: FormRules): ErrorSlot[] {
  return rules.withEmail ? ["email", ...rules.fields] : [...rules.fields];
}

/** Every problem of the form as it stands, for the submit. */
export function validatePaymentForm(values: FormValues, rules: FormRules, now: Date): FormErrors {
  const errors: FormErrors = {};
  for (const slot of slotsOf(rules)) {
    const problem = validateSlot(slot, values, rules, now);
    if (problem) errors[slot] = problem;
  }
  return errors;
}
