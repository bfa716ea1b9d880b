import { z } from "zod";
import { isCountryCode } from "../countries";
import { CURRENCIES, FIELD_ERROR_SLUGS } from "../enums";

/** Query values arrive as text in any case; the API answers in canonical upper case. */
export const currencySchema = z.string().trim().toUpperCase().pipe(z.enum(CURRENCIES));
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => isCountryCode(value), "Unknown country code");

/** A money amount in the currency's major unit (minor units / 10^decimals, spec section 3). */
export const decimalAmountSchema = z.number().finite();

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const fieldErrorSchema = z.object({
  field: z.string(),
  slug: z.enum(FIELD_ERROR_SLUGS),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every 4xx/5xx body of the checkout API. `error` is a stable machine kind, `code` one of the
 * server codes of spec section 8 (2009, 2012, 2015, 2029) when one applies, `errors` the
 * per-field slugs of spec section 5.
 */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.number().int().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
