import { z } from "zod";
import { ADDRESS_LAYOUTS, CURRENCIES, TAX_NAMES } from "../enums";
import { countryCodeSchema, currencySchema, decimalAmountSchema } from "./common";

/**
 * GET /api/payments/taxes/?country&state&zip&price_ids&currency. `price_ids` are the plans'
 * `price.id` values, comma-separated; `currency` is only needed when no price id is given.
 */
export const taxesQuerySchema = z.object({
  country: countryCodeSchema,
  state: z.string().trim().toUpperCase().max(10).optional(),
  zip: z.string().trim().max(16).optional(),
  price_ids: z
    .string()
    .max(2000)
    .transform((value) =>
      value
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .optional(),
  currency: currencySchema.optional(),
});
export type TaxesQuery = z.infer<typeof taxesQuerySchema>;

export const taxLineSchema = z.object({
  price_id: z.string(),
  amount: decimalAmountSchema,
  tax: decimalAmountSchema,
  total: decimalAmountSchema,
});
export type TaxLine = z.infer<typeof taxLineSchema>;

export { TAX_NAMES } from "../enums";

export const taxesResponseSchema = z.object({
  country: z.string(),
  /** ISO 3166-2, e.g. "US-CA"; null where the layout has no state. */
  state: z.string().nullable(),
  zip: z.string().nullable(),
  address_layout: z.enum(ADDRESS_LAYOUTS),
  tax_name: z.enum(TAX_NAMES),
  /** Percent, e.g. 7.25. */
  rate: z.number(),
  currency: z.enum(CURRENCIES).nullable(),
  lines: z.array(taxLineSchema),
  subtotal: decimalAmountSchema,
  tax: decimalAmountSchema,
  total: decimalAmountSchema,
});
export type TaxesResponse = z.infer<typeof taxesResponseSchema>;
