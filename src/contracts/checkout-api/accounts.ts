import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../password-rules";

/**
 * The account a paid cart's order belongs to. A guest's purchase makes an account for its
 * e-mail when it has none; that account has no password until the buyer chooses one
 * (`password_needed`). `ready`: an account that already existed, or whose password is set.
 */
export const ACCOUNT_STATUSES = ["password_needed", "ready"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** GET /api/carts/<cart_id>/account/ with `x-cart-owner`; 404 for anyone else or an unpaid cart. */
export const cartAccountResponseSchema = z.object({
  email: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
});
export type CartAccountResponse = z.infer<typeof cartAccountResponseSchema>;

/**
 * POST /api/carts/<cart_id>/account/password/ with `x-cart-owner`: the first password of the
 * account this purchase made. Answers the account (`ready`); 409 `password_already_set` once it
 * has one or when the account existed before the purchase.
 */
export const setAccountPasswordRequestSchema = z.strictObject({
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export type SetAccountPasswordRequest = z.infer<typeof setAccountPasswordRequestSchema>;
