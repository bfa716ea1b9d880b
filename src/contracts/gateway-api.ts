import { z } from "zod";
import { CARD_BRANDS, CARD_PROCESSORS, WALLET_OUTCOMES } from "./enums";

/**
 * POST <gateway>/gateway/v1/tokens, called by the browser only: the card never reaches the
 * app or the checkout API. Digits may contain spaces; the year may have 2 or 4 digits.
 */
export const tokenizeRequestSchema = z.strictObject({
  number: z.string().max(32),
  exp_month: z.string().max(2),
  exp_year: z.string().max(4),
  cvv: z.string().max(4),
  /** The name on the card: required by the processors of CARDHOLDER_NAME_PROCESSORS (Paddle), taken and unused by the others. */
  name: z.string().max(100).optional(),
  /** First two digits of the card password, asked for Korean cards. */
  card_password: z.string().max(2).optional(),
  /** The card provider the token is for (`stripe`, `paddle`, …); only it can charge the token. Absent: `card`. */
  processor: z.enum(CARD_PROCESSORS).optional(),
});
export type TokenizeRequest = z.infer<typeof tokenizeRequestSchema>;

export const tokenizeResponseSchema = z.object({
  token: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type TokenizeResponse = z.infer<typeof tokenizeResponseSchema>;

export { WALLET_OUTCOMES } from "./enums";

/** POST <gateway>/gateway/v1/wallet/authorize from the wallet sheet → wallet_token for /api/callback/. */
export const walletAuthorizeRequestSchema = z.strictObject({
  payment_id: z.string().min(1).max(64),
  outcome: z.enum(WALLET_OUTCOMES),
});
/** Null when the shopper canceled the sheet (the order is then canceled). */
export const walletAuthorizeResponseSchema = z.object({ wallet_token: z.string().nullable() });

/** POST <gateway>/gateway/v1/bank-link/exchange: the bank-link step's link token → public token. */
export const bankLinkExchangeRequestSchema = z.strictObject({
  link_token: z.string().min(1).max(128),
  outcome: z.enum(WALLET_OUTCOMES).optional(),
});
/** Null when the shopper canceled the bank link (the order is then canceled). */
export const bankLinkExchangeResponseSchema = z.object({ public_token: z.string().nullable() });
