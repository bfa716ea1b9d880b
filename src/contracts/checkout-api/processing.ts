import { z } from "zod";
import { IN_FLIGHT_STATES, ORDER_STATUSES, PAYMENT_PROVIDERS, SERVER_ERROR_CODES } from "../enums";
import { apiErrorBodySchema, countryCodeSchema, currencySchema, isoDateTimeSchema, type FieldError } from "./common";
import { paymentActionSchema } from "./payment-action";

export { ATTEMPT_PROOF_HEADER, IDEMPOTENCY_KEY_HEADER } from "../enums";
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/);

/**
 * The Idempotency-Key header as the app and the checkout API both read it: the key, or the field
 * error refusing it (missing or empty: cannot-be-empty; repeated or malformed: invalid).
 */
export function readIdempotencyKey(value: string | string[] | undefined): { key: string } | { error: FieldError } {
  if (value === undefined || value === "") return { error: { field: "idempotency_key", slug: "cannot-be-empty" } };
  const parsed = idempotencyKeySchema.safeParse(value);
  return parsed.success ? { key: parsed.data } : { error: { field: "idempotency_key", slug: "invalid" } };
}

/** Provider fields that are not card data (card data goes to the gateway only). */
export const processingFieldsSchema = z.strictObject({
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  postal_code: z.string().max(16).optional(),
  cpf_cnpj: z.string().max(20).optional(),
  date_of_birth: z.string().max(10).optional(),
});
export type ProcessingFields = z.infer<typeof processingFieldsSchema>;

/**
 * POST /api/processing/pre/ with an `Idempotency-Key` header made once per checkout attempt.
 * `plans[0]` is the main plan, the rest cross-sell plans of the same period. Prices are
 * always computed by the server from the identifiers, currency and coupon.
 */
export const processingRequestSchema = z.strictObject({
  /** Pay an existing, unpaid cart again (after a failed attempt). */
  cart_id: z.string().min(1).max(64).optional(),
  plans: z.array(z.string().min(1).max(100)).min(1).max(4),
  coupon: z.string().trim().max(64).optional(),
  currency: currencySchema,
  country: countryCodeSchema,
  state: z.string().trim().toUpperCase().max(10).optional(),
  zip: z.string().trim().max(16).optional(),
  /** Required unless the request carries a logged-in user's `x-user-token`. */
  email: z.string().trim().max(254).optional(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** From the gateway's tokenize endpoint; required for a new card. */
  card_token: z.string().min(1).max(128).optional(),
  /** Charge the logged-in user's saved card (one-click). */
  use_saved_method: z.boolean().optional(),
  fields: processingFieldsSchema.optional(),
  /** Where a provider sends the browser back, normally `<app>/api/callback/`; allow-listed. */
  return_url: z.url({ protocol: /^https?$/ }),
  language: z.string().min(2).max(10).optional(),
  /** The shopper saw the duplicate-purchase refusal and really wants a second subscription. */
  confirm_duplicate: z.boolean().optional(),
});
export type ProcessingRequest = z.infer<typeof processingRequestSchema>;

export const processingResponseSchema = z.object({
  cart_id: z.string(),
  order_id: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  action: paymentActionSchema,
  /**
   * Only when the request made a new cart: the secret that proves who made it, for the
   * `x-cart-owner` header of GET /api/carts/<cart_id>/. The app keeps it in an httpOnly cookie.
   */
  cart_owner: z.string().min(1).max(128).optional(),
});
export type ProcessingResponse = z.infer<typeof processingResponseSchema>;

/**
 * 409 of POST /api/processing/pre/: the same shopper (e-mail or account) paid the same selection
 * (main plan and cross-sells) within the last 30 minutes (`paid_at`), or started paying for it
 * in another cart and that payment is not decided yet (`in_flight`), and the request has no
 * `confirm_duplicate: true`. Nothing was charged and nothing is stored under the key.
 */
export const duplicatePurchaseErrorSchema = apiErrorBodySchema.extend({
  error: z.literal("duplicate_purchase"),
  code: z.literal(SERVER_ERROR_CODES.duplicatePurchase),
  earlier_order: z.union([
    z.object({ order_id: z.string(), cart_id: z.string(), paid_at: isoDateTimeSchema }),
    z.object({
      order_id: z.string(),
      cart_id: z.string(),
      in_flight: z.object({ provider: z.string().min(1).max(64), state: z.enum(IN_FLIGHT_STATES), since: isoDateTimeSchema }),
    }),
  ]),
});
export type DuplicatePurchaseError = z.infer<typeof duplicatePurchaseErrorSchema>;

/** The refusal's body for `earlierOrder`: one wording wherever it is answered (the checkout API, or the app's own check). */
export function duplicatePurchaseError(earlierOrder: DuplicatePurchaseError["earlier_order"]): DuplicatePurchaseError {
  return {
    error: "duplicate_purchase",
    message:
      "paid_at" in earlierOrder
        ? "This shopper paid for the same selection less than 30 minutes ago. Send confirm_duplicate: true to buy it again."
        : "This shopper is paying for the same selection in another cart and that payment is not decided yet. Send confirm_duplicate: true to pay here instead.",
    code: SERVER_ERROR_CODES.duplicatePurchase,
    earlier_order: earlierOrder,
  };
}
