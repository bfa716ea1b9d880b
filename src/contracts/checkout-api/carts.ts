import { z } from "zod";
import { ORDER_STATUSES, PRODUCT_GROUPS } from "../enums";
import { currencySchema } from "./common";

/** The header that carries the cart owner's secret (ProcessingResponse.cart_owner). */
export const CART_OWNER_HEADER = "x-cart-owner";

/**
 * GET /api/carts/<cart_id>/ with the `x-cart-owner` header: what the cart holds, for the payment
 * step to show it again after a failed or cancelled payment. 404 for anyone but the cart's owner.
 * `main` says how the checkout's query names the main plan; `plans` are the order's identifiers.
 * `order_status` is the cart's latest order's: a paid or pending cart is never offered for payment again.
 */
export const cartSelectionResponseSchema = z.object({
  cart_id: z.string(),
  plans: z.array(z.string()).min(1),
  main: z.object({
    product_group: z.enum(PRODUCT_GROUPS),
    period: z.string(),
    subgroup: z.string().nullable(),
    storage_quota: z.object({ amount: z.number().int().positive(), unit: z.enum(["gigabyte", "terabyte"]) }).nullable(),
  }),
  currency: currencySchema,
  coupon: z.string().nullable(),
  email: z.string(),
  order_status: z.enum(ORDER_STATUSES),
});
export type CartSelectionResponse = z.infer<typeof cartSelectionResponseSchema>;
