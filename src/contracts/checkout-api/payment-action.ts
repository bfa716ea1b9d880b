import { z } from "zod";
import { CURRENCIES, PAYMENT_ERROR_CODES, PAYMENT_PROVIDERS } from "../enums";
import { decimalAmountSchema } from "./common";

export { PAYMENT_ERROR_CODES, type PaymentErrorCode } from "../enums";

const doneActionSchema = z.object({ type: z.literal("done") });
const errorActionSchema = z.object({
  type: z.literal("error"),
  code: z.enum(PAYMENT_ERROR_CODES),
  message: z.string(),
});
const redirectActionSchema = z.object({ type: z.literal("redirect"), url: z.url() });
const redirectPostActionSchema = z.object({
  type: z.literal("redirect_post"),
  url: z.url(),
  fields: z.record(z.string(), z.string()),
});
/** Show the wallet's payment sheet, then authorize at the gateway (`authorize_url`). */
const walletSheetActionSchema = z.object({
  type: z.literal("frontend_action"),
  action: z.literal("wallet_sheet"),
  provider: z.enum(PAYMENT_PROVIDERS),
  payment_id: z.string(),
  amount: decimalAmountSchema,
  currency: z.enum(CURRENCIES),
  authorize_url: z.url(),
});
/** Run the bank-link step: exchange `link_token` at `exchange_url` for a public token. */
const bankLinkActionSchema = z.object({
  type: z.literal("frontend_action"),
  action: z.literal("bank_link"),
  payment_id: z.string(),
  link_token: z.string(),
  exchange_url: z.url(),
});

/**
 * Open the provider's own page at the gateway (`url`) in a popup (`popup`: PayPal in-context) or
 * framed in this page (`widget`: Amazon Pay's widget). When the shopper decides, that page posts
 * {type: "gateway:payment-step-complete", payment_id} to the app and the app returns through
 * /api/callback/ with the payment id.
 */
const providerWindowActionSchema = z.object({
  type: z.literal("frontend_action"),
  action: z.enum(["popup", "widget"]),
  provider: z.enum(PAYMENT_PROVIDERS),
  payment_id: z.string(),
  url: z.url(),
});

export const paymentActionSchema = z.union([
  doneActionSchema,
  errorActionSchema,
  redirectActionSchema,
  redirectPostActionSchema,
  walletSheetActionSchema,
  bankLinkActionSchema,
  providerWindowActionSchema,
]);
export type PaymentAction = z.infer<typeof paymentActionSchema>;
