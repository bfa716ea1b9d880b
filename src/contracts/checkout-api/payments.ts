import { z } from "zod";
import { CARD_BRANDS, PAYMENT_PROVIDERS } from "../enums";
import { countryCodeSchema, currencySchema } from "./common";

/** GET /api/payments/providers/{one-click,regular}/?country&currency&plan */
export const providersQuerySchema = z.object({
  country: countryCodeSchema,
  currency: currencySchema,
  plan: z.string().min(1).max(100).optional(),
});
export type ProvidersQuery = z.infer<typeof providersQuerySchema>;

export const PROVIDER_TYPES = ["card", "wallet", "redirect", "bank"] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];
export const PAYMENT_FLOWS = ["form", "redirect"] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];

/**
 * Form fields a provider needs. The card_* fields go to the gateway's tokenize endpoint only;
 * the others travel in the processing request's `fields`.
 */
export const PAYMENT_FIELDS = [
  "card_name", "card_number", "card_expiry", "card_cvv", "card_password",
  "first_name", "last_name", "postal_code", "cpf_cnpj", "date_of_birth",
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export const GATEWAY_ONLY_FIELDS: readonly PaymentField[] = [
  "card_name", "card_number", "card_expiry", "card_cvv", "card_password",
];

export const savedMethodSchema = z.object({
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/),
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
