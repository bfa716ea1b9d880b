import type { RawQuery } from "./raw-query";
import { removeQueryParams } from "./remove-query-params";

/**
 * Parameters that identify or authenticate a shopper (spec section 2.2). They are removed from
 * the address bar after use and must never reach analytics, traces, error reports, logs or a
 * Referer header.
 */
export const SENSITIVE_PARAMS = ["trusted_pass_token", "code", "state", "exchange_token", "email"] as const;
export type SensitiveParam = (typeof SENSITIVE_PARAMS)[number];

const sensitive = new Set<string>(SENSITIVE_PARAMS);

/** Case-insensitive, so `EMAIL=` or `Code=` cannot slip a secret past the filter. */
export function isSensitiveParam(name: string): boolean {
  const bracketAt = name.indexOf("[");
  return sensitive.has((bracketAt > 0 ? name.slice(0, bracketAt) : name).toLowerCase());
}

/** Removes the sensitive parameters from a URL (any form, relative or absolute) or from a parsed query. */
export function stripSensitiveParams(url: string): string;
export function stripSensitiveParams<Query extends RawQuery>(query: Query): Partial<Query>;
export function stripSensitiveParams(input: string | RawQuery): string | RawQuery {
  if (typeof input === "string") return removeQueryParams(input, isSensitiveParam);
  return Object.fromEntries(Object.entries(input).filter(([name]) => !isSensitiveParam(name)));
}

/**
 * Personal data a backend call may carry in its query (a tax lookup's postal code, a name): fine
 * to send where it is needed, never written to a log line or an error report.
 */
export const PERSONAL_PARAMS = [
  "zip",
  "postal_code",
  "postcode",
  "first_name",
  "last_name",
  "name",
  "phone",
  "cpf",
  "cpf_cnpj",
  "birth_date",
  "date_of_birth",
  "address",
] as const;

const personal = new Set<string>(PERSONAL_PARAMS);

/** A URL as a log line or an error report may show it: no sensitive parameter and no personal data. */
export function loggableUrl(url: string): string {
  return removeQueryParams(url, (name) => isSensitiveParam(name) || personal.has(name.toLowerCase()));
}
