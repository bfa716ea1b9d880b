import { z } from "zod";
import { CARD_BRANDS, PAYMENT_FIELDS, PAYMENT_FLOWS, PAYMENT_PROVIDERS, PROVIDER_TYPES } from "../enums";
import { countryCodeSchema, currencySchema } from "./common";

/** GET /api/payments/providers/{one-click,regular}/?country&currency&plan */
export const providersQuerySchema = z.object({
  country: countryCodeSchema,
  currency: currencySchema,
  plan: z.string().min(1).max(100).optional(),
});
export type ProvidersQuery = z.infer<typeof providersQuerySchema>;

// The lists live in the zod-free enums module so browser code can use them without zod.
export {
  GATEWAY_ONLY_FIELDS,
  PAYMENT_FIELDS,
  PAYMENT_FLOWS,
  PROVIDER_TYPES,
  type PaymentField,
  type PaymentFlow,
  type ProviderType,
} from "../enums";

/** The billing address saved with a card: the tax address of a payment with it (state ISO 3166-2, "US-CA"). */
export const savedBillingAddressSchema = z.object({
  country: countryCodeSchema,
  state: z.string().max(10).optional(),
  zip: z.string().max(16).optional(),
});
export type SavedBillingAddress = z.infer<typeof savedBillingAddressSchema>;

export const savedMethodSchema = z.object({
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/),
  billing_address: savedBillingAddressSchema.optional(),
});
export type SavedMethod = z.infer<typeof savedMethodSchema>;

export const paymentProviderSchema = z.object({
  identifier: z.enum(PAYMENT_PROVIDERS),
  type: z.enum(PROVIDER_TYPES),
  flow: z.enum(PAYMENT_FLOWS),
  fields: z.array(z.enum(PAYMENT_FIELDS)),
  saved_method: savedMethodSchema.optional(),
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const providersResponseSchema = z.object({ providers: z.array(paymentProviderSchema) });
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;
