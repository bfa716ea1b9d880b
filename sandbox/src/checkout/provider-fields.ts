import { GATEWAY_ONLY_FIELDS, type FieldError, type PaymentField, type ProcessingFields } from "@/contracts/checkout-api";
import type { PaymentProviderId } from "@/contracts/enums";
import { isValidPostalCode } from "@/contracts/postal-codes";
import { validationError } from "../http/http-error";
import { fieldsFor } from "./provider-table";

function cpfOrCnpjValid(value: string): boolean {
  const digits = value.replace(/[.\-/\s]/g, "");
  return /^(\d{11}|\d{14})$/.test(digits) && !/^(\d)\1+$/.test(digits);
}

function dateOfBirthValid(value: string, _country: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const adult = new Date(now);
  adult.setUTCFullYear(adult.getUTCFullYear() - 18);
  return date <= adult && date.getUTCFullYear() >= 1900;
}

const CHECKS: Partial<Record<PaymentField, (value: string, country: string, now: Date) => boolean>> = {
  first_name: (value) => value.trim().length > 0,
  last_name: (value) => value.trim().length > 0,
  postal_code: (value, country) => isValidPostalCode(country, value),
  cpf_cnpj: cpfOrCnpjValid,
  date_of_birth: dateOfBirthValid,
};

/** The provider's non-card fields must be present and well-formed (card fields are the gateway's). */
export function checkProviderFields(provider: PaymentProviderId, country: string, fields: ProcessingFields, now: Date): void {
  const errors: FieldError[] = [];
  for (const field of fieldsFor(provider, country)) {
    if (GATEWAY_ONLY_FIELDS.includes(field)) continue;
    const value = fields[field as keyof ProcessingFields];
    if (value === undefined || value.trim() === "") errors.push({ field: `fields.${field}`, slug: "cannot-be-empty" });
    else if (CHECKS[field] && !CHECKS[field](value, country, now)) errors.push({ field: `fields.${field}`, slug: "invalid" });
  }
  if (errors.length > 0) throw validationError(errors);
}
