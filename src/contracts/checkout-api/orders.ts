import { z } from "zod";
import {
  CANCEL_REASONS,
  CARD_BRANDS,
  CURRENCIES,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PLAN_TIERS,
  PRODUCT_GROUPS,
} from "../enums";
import { decimalAmountSchema, isoDateTimeSchema } from "./common";

export const orderProductSchema = z.object({
  plan_identifier: z.string(),
  title: z.string(),
  price_id: z.string(),
  amount: decimalAmountSchema,
  tax: decimalAmountSchema,
  /** The product line's name without the period ("NordVPN Plus"): a brand name, never translated. */
  product_name: z.string(),
  /**
   * The product line as typed data (the pricing API's plan fields), so the app names it in the
   * shopper's language: its group, VPN tier, password-manager subgroup and locker quota ("500
   * gigabyte"). Null where the line is unknown; the app then shows `product_name`.
   */
  product_group: z.enum(PRODUCT_GROUPS).nullable(),
  tier: z.enum(PLAN_TIERS).nullable(),
  subgroup: z.string().nullable(),
  storage_quota: z.string().nullable(),
  /** The paid term, bonus months left out (they are in `renews_at`). */
  period: z.object({ interval: z.number().int().positive(), unit: z.enum(["MONTH", "YEAR"]) }),
  /** When this item renews: the end of the paid term, bonus months included; null until paid. */
  renews_at: isoDateTimeSchema.nullable(),
  /**
   * What it renews at: the renewal plan's price and its tax at the order's rate, the figure the
   * payment step stated. Null for an item that does not renew; absent from checkout APIs that do
   * not say.
   */
  renewal: z.object({ amount: decimalAmountSchema, tax: decimalAmountSchema }).nullable().optional(),
});

export { PAYMENT_STATUSES } from "../enums";

/** GET /api/orders/<cart_id>/: the cart's latest order. */
export const orderResponseSchema = z.object({
  cart_id: z.string(),
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  email: z.string(),
  currency: z.enum(CURRENCIES),
  country: z.string(),
  state: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  coupon: z.string().nullable(),
  products: z.array(orderProductSchema),
  subtotal: decimalAmountSchema,
  tax: decimalAmountSchema,
  total: decimalAmountSchema,
  payment: z.object({
    status: z.enum(PAYMENT_STATUSES),
    brand: z.enum(CARD_BRANDS).nullable(),
    last4: z.string().nullable(),
  }),
  /** When the order became paid; null before. */
  paid_at: isoDateTimeSchema.nullable(),
  /**
   * Why a canceled order was canceled, where the shopper can be told something useful:
   * `superseded` when the same shopper confirmed paying for the same plan elsewhere while this
   * payment waited for them. Null otherwise; absent from checkout APIs that do not say.
   */
  canceled_because: z.enum(CANCEL_REASONS).nullable().optional(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/**
 * The order as anyone who knows its cart id may see it: status, products and amounts, but no
 * e-mail, state or card, which only the browser that made the cart or the logged-in owner see.
 */
export function orderWithoutPersonalData(order: OrderResponse): OrderResponse {
  return { ...order, email: "", state: null, payment: { ...order.payment, brand: null, last4: null } };
}

/**
 * GET /api/callback/?payment_id&cart_id[&wallet_token|public_token]: answers 302 to
 * `redirect_url` (relative to the app) with this body.
 */
export const callbackQuerySchema = z.object({
  payment_id: z.string().min(1).max(64).optional(),
  cart_id: z.string().min(1).max(64).optional(),
  wallet_token: z.string().min(1).max(128).optional(),
  public_token: z.string().min(1).max(128).optional(),
  /** The provider's signature over the payment and cart of its return target: the proof a callback needs to change an order. */
  signature: z.string().min(1).max(128).optional(),
});
export const callbackResponseSchema = z.object({ redirect_url: z.string() });
export type CallbackResponse = z.infer<typeof callbackResponseSchema>;
