import { z } from "zod";
import { processingRequestSchema, processingResponseSchema } from "./checkout-api";

/**
 * The app's own POST /api/processing/pre/ (browser → BFF): the checkout API's processing request
 * without `return_url`, which the server adds from APP_BASE_URL so a page cannot choose where
 * a provider sends the shopper back. Strict: card data (number, cvv) has no field here and is
 * refused with a 400 if a bug ever put it in the body.
 */
export const processingInputSchema = processingRequestSchema.omit({ return_url: true });
export type ProcessingInput = z.infer<typeof processingInputSchema>;

/** What the BFF answers: the cart to poll, the order's status and the payment action to follow. */
export const processingResultSchema = processingResponseSchema.pick({ cart_id: true, order_status: true, action: true });
export type ProcessingResult = z.infer<typeof processingResultSchema>;
