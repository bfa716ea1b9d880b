import { createHash } from "node:crypto";
import { processingInputSchema } from "@/contracts/app-api";
import {
  ATTEMPT_PROOF_HEADER,
  CART_OWNER_HEADER,
  duplicatePurchaseErrorSchema,
  IDEMPOTENCY_KEY_HEADER,
  orderResponseSchema,
  processingResponseSchema,
  readIdempotencyKey,
  type DuplicatePurchaseError,
} from "@/contracts/checkout-api";
import { DEFAULT_LOCALE, isSupportedLocale } from "@/lib/locale";
import { appendSetCookie } from "@/server/auth/cookies";
import { ApiError, apiRoute, enforceRateLimit, parseBody, validationError } from "@/server/bff";
import { getEnv } from "@/server/env";
import { RATE_LIMITS, sessionOf } from "@/server/rate-limit";
import { checkoutApiRequest, isRequestError, userTokenOf } from "@/server/request";
import { cartOwnerCookie, cartOwnerOf } from "./cart-owner-cookie";
import { guardPurchase, PurchaseRefused } from "./purchase-guard";

function idempotencyKeyOf(value: string | string[] | undefined): string {
  const read = readIdempotencyKey(value);
  if ("error" in read) throw validationError([read.error]);
  return read.key;
}

/** Where providers send the shopper back; set here so no page can point it elsewhere. */
function returnUrl(language: string | undefined): string {
  const url = new URL("/api/callback/", getEnv().APP_BASE_URL);
  if (language && language !== DEFAULT_LOCALE && isSupportedLocale(language)) url.searchParams.set("lang", language);
  return url.toString();
}

/** The checkout API's own duplicate-purchase refusal, when that is what it answered. */
function apiRefusalOf(error: unknown): DuplicatePurchaseError | undefined {
  if (!isRequestError(error) || error.kind !== "http" || error.status !== 409) return undefined;
  const parsed = duplicatePurchaseErrorSchema.safeParse(error.data);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The duplicate-purchase refusal (409) reaches the page only in its contract shape, and names the
 * earlier order only to the browser that started its cart: the checkout API matches by e-mail,
 * and anyone can type someone else's e-mail. Elsewhere the page says when it was paid, or which
 * kind of payment is still waiting, not which order.
 */
function duplicatePurchaseRefusal(error: unknown, ownsCart: (cartId: string) => boolean): ApiError | undefined {
  const refused = error instanceof PurchaseRefused ? error.body : apiRefusalOf(error);
  if (!refused) return undefined;
  const { earlier_order: earlier, ...refusal } = refused;
  const anonymous = "paid_at" in earlier ? { paid_at: earlier.paid_at } : { in_flight: earlier.in_flight };
  const body = { ...refusal, earlier_order: ownsCart(earlier.cart_id) ? earlier : anonymous };
  return new ApiError(409, body);
}

/**
 * POST /api/processing/pre/: creates the cart and order for the selection and starts the payment.
 * The body carries a card *token* at most (strict schema: a card number or CVV is refused). The
 * browser's Idempotency-Key is forwarded as it is, so a double click or a retry replays the first
 * answer instead of charging again. The same selection paid by the same shopper minutes ago, or
 * still undecided in another cart, is refused (409) unless the body carries `confirm_duplicate`;
 * the page then asks the shopper. The app checks that itself first (./purchase-guard.ts), and the
 * checkout API checks it again.
 */
export const processingRoute = apiRoute({
  POST: async (req, res) => {
    const key = idempotencyKeyOf(req.headers[IDEMPOTENCY_KEY_HEADER]);
    const input = parseBody(processingInputSchema, req.body);
    // Counted once the request is valid: junk never spends a shopper's payment budget.
    await enforceRateLimit(req, res, RATE_LIMITS.processing);
    // A cart is paid again (a retry after a decline) only by the browser that made it: its
    // purchase cookie goes along as the proof. Another browser naming it starts a cart of its own.
    const owner = input.cart_id ? cartOwnerOf(req.cookies, input.cart_id) : undefined;
    // This browser session's proof: a retry of this attempt from it gets the cart's owner secret
    // again (the first answer may have been lost); a captured request replayed elsewhere does not.
    const session = sessionOf(req, res);
    const proof = session ? createHash("sha256").update(`attempt:${session}`).digest("base64url") : undefined;
    const { cart_id: namedCart, ...selection } = input;
    const checkoutApi = checkoutApiRequest(req);
    const purchase = {
      shopper: { email: input.email, userToken: userTokenOf(req) },
      plans: input.plans,
      cartId: owner ? namedCart : undefined,
      idempotencyKey: key,
      provider: input.provider,
      confirmed: Boolean(input.confirm_duplicate),
    };
    const pay = async () => {
      const { data } = await checkoutApi("/api/processing/pre/", {
        method: "POST",
        body: { ...selection, ...(owner ? { cart_id: namedCart } : {}), return_url: returnUrl(input.language) },
        headers: {
          [IDEMPOTENCY_KEY_HEADER]: key,
          ...(owner ? { [CART_OWNER_HEADER]: owner } : {}),
          ...(proof ? { [ATTEMPT_PROOF_HEADER]: proof } : {}),
        },
        // CHECKOUT_API_TIMEOUT_MS (the route's budget) bounds a payment too: a shopper who tries
        // again after a 504 sends the same Idempotency-Key, so a payment that did go through is
        // answered, never charged twice.
      });
      return processingResponseSchema.parse(data);
    };
    // The checkout API answers any caller an order's status (without personal data).
    const statusOf = async (cartId: string) =>
      orderResponseSchema.parse((await checkoutApi(`/api/orders/${encodeURIComponent(cartId)}/`)).data).status;
    const { cart_id, order_status, action, cart_owner } = await guardPurchase(purchase, pay, statusOf).catch((error: unknown) => {
      throw duplicatePurchaseRefusal(error, (cartId) => cartOwnerOf(req.cookies, cartId) !== undefined) ?? error;
    });
    // Proof that this browser made the cart, so a failed payment can show the cart again; never
    // given to a script.
    if (cart_owner) appendSetCookie(res, [cartOwnerCookie(cart_id, cart_owner, getEnv(), req.cookies)]);
    res.status(200).json({ cart_id, order_status, action });
  },
});
