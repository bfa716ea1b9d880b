import type { IncomingHttpHeaders } from "node:http";
import {
  ATTEMPT_PROOF_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  processingRequestSchema,
  readIdempotencyKey,
  type ProcessingRequest,
  type ProcessingResponse,
} from "@/contracts/checkout-api";
import { SERVER_ERROR_CODES } from "@/contracts/enums";
import type { SandboxContext } from "../context";
import { cancelUndecidedPaymentsOfCart } from "../gateway/payments";
import { startPayment, type PaymentRequest } from "../gateway/start-payment";
import { findCardToken } from "../gateway/token-routes";
import { isAllowedUrl } from "../http/allowed-origin";
import { fieldError, HttpError, validationError } from "../http/http-error";
import { jsonResponse, type HttpResponse } from "../http/responses";
import type { Route } from "../http/router";
import { parseInput } from "../http/validate";
import { currentUser, savedMethodOf, type SavedMethodRow, type User } from "../identity/users";
import { canActOnCart } from "./cart-owner";
import { cartExists, createOrder, findOrder, latestOrderOfCart, saveCart } from "./carts";
import { refuseRepeatPurchase } from "./duplicate-purchase";
import { checkoutEmail } from "./email-rules";
import { replayFor, requestHash, storeResponse } from "./idempotency";
import { checkProviderFields } from "./provider-fields";
import { availableProviders } from "./providers";
import { priceSelection, type PricedSelection } from "./selection";

/** The payer's proof (`x-attempt-proof`): a short opaque value, or nothing. */
function attemptProofOf(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : undefined;
}

function idempotencyKeyOf(value: string | string[] | undefined): string {
  const read = readIdempotencyKey(value);
  if ("key" in read) return read.key;
  throw validationError(
    [read.error],
    undefined,
    read.error.slug === "cannot-be-empty" ? "The Idempotency-Key header is required." : undefined,
  );
}

function checkCart(ctx: SandboxContext, cartId: string | undefined, headers: IncomingHttpHeaders): void {
  if (cartId === undefined) return;
  // Paying or retrying a cart is for the browser that made it or its logged-in owner: to anyone
  // else it is as unknown as a cart that does not exist.
  if (!cartExists(ctx, cartId) || !canActOnCart(ctx, cartId, headers)) throw fieldError("cart_id", "invalid");
  const status = latestOrderOfCart(ctx, cartId)?.status;
  if (status === "paid" || status === "pending") {
    throw new HttpError(400, {
      error: "cart_modification_forbidden",
      message: "This cart is already paid or being paid and cannot be changed.",
      code: SERVER_ERROR_CODES.cartModificationForbidden,
      errors: [{ field: "cart_id", slug: "invalid" }],
    });
  }
}

/**
 * The address the purchase is taxed at: the request's, or for a saved card (one-click) the billing
 * address the card was saved with, which the one-click answer showed the app. The browser cannot
 * move a saved card's payment to another tax address.
 */
function taxedSelection(body: ProcessingRequest, saved: SavedMethodRow | undefined): ProcessingRequest {
  if (!body.use_saved_method || !saved?.billing_country) return body;
  return { ...body, country: saved.billing_country, state: saved.billing_state ?? undefined, zip: saved.billing_zip ?? undefined };
}

/**
 * How the chosen provider will be charged; every input problem is a 400 before anything is written.
 * The provider must be one the request's country offers (the list the shopper chose from).
 */
function paymentMethodOf(ctx: SandboxContext, body: ProcessingRequest, selection: PricedSelection, user: User | undefined) {
  const provider = availableProviders(body.country, selection.currency, selection.main).find(
    (candidate) => candidate.identifier === body.provider,
  );
  if (!provider)
    throw fieldError("provider", "invalid", undefined, "This payment method is not available for the country, currency or plan.");
  if (provider.rule.method !== "card") {
    checkProviderFields(body.provider, selection.jurisdiction.country, body.fields ?? {}, new Date(ctx.now()));
    return { method: provider.rule.method, card: undefined };
  }
  if (body.use_saved_method) {
    const saved = user ? savedMethodOf(ctx, user.id) : undefined;
    if (!saved) throw fieldError("use_saved_method", "invalid", undefined, "There is no saved payment method for this shopper.");
    return { method: provider.rule.method, card: { brand: saved.brand, last4: saved.last4, behaviour: "succeed" as const } };
  }
  checkProviderFields(body.provider, selection.jurisdiction.country, body.fields ?? {}, new Date(ctx.now()));
  if (!body.card_token) throw fieldError("card_token", "cannot-be-empty");
  const card = findCardToken(ctx, body.card_token);
  if (!card) throw fieldError("card_token", "invalid", undefined, "The card token is unknown or has expired.");
  // A token belongs to the processor it was made for: another one cannot charge it.
  if (card.processor !== body.provider)
    throw fieldError("card_token", "invalid", undefined, "The card token was made for another card processor.");
  return { method: provider.rule.method, card };
}

/**
 * POST /api/processing/pre/: validates the whole request, then in one synchronous
 * transaction writes the cart and order, runs the payment and stores the answer under the
 * Idempotency-Key. Node runs it without interleaving and the key is a primary key, so two
 * requests with one key make one order. A replay comes first: a retried paid request gets its own
 * answer again, never the duplicate-purchase refusal its own order would cause.
 */
export function processingRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "POST",
      path: "/api/processing/pre/",
      handler: async (request): Promise<HttpResponse> => {
        const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
        const body = parseInput(processingRequestSchema, await request.json());
        const user = currentUser(ctx, request.headers);
        const hash = requestHash(body, user?.id ?? null);
        const proof = attemptProofOf(request.headers[ATTEMPT_PROOF_HEADER]);
        const replay = replayFor(ctx, key, hash, proof);
        if (replay) return replay;

        if (!isAllowedUrl(body.return_url, ctx.config.appOrigins)) throw fieldError("return_url", "invalid");
        const email = checkoutEmail(body.email, user?.email);
        const saved = body.use_saved_method && user ? savedMethodOf(ctx, user.id) : undefined;
        const selection = priceSelection(taxedSelection(body, saved));
        const payment = paymentMethodOf(ctx, body, selection, user);
        checkCart(ctx, body.cart_id, request.headers);

        return ctx.db.transaction(() => {
          const again = replayFor(ctx, key, hash, proof);
          if (again) return again;
          // In the transaction, so a request sees an order paid at once by a concurrent one.
          if (ctx.config.duplicateGuard)
            refuseRepeatPurchase(
              ctx,
              { email, userId: user?.id ?? null },
              selection.lines.map((line) => line.plan.identifier),
              { confirmed: Boolean(body.confirm_duplicate), cartId: body.cart_id },
            );
          const { cartId, owner } = saveCart(ctx, selection, body.cart_id);
          // Paying the cart again (Back from a provider's page): the page left behind can no longer charge.
          if (body.cart_id) cancelUndecidedPaymentsOfCart(ctx, body.cart_id);
          const orderId = createOrder(ctx, { cartId, email, userId: user?.id ?? null, provider: body.provider, selection });
          const paymentRequest: PaymentRequest = {
            orderId,
            provider: body.provider,
            method: payment.method,
            card: payment.card,
            returnUrl: body.return_url,
            amountMinor: selection.totalMinor,
            currency: selection.currency,
          };
          const { action } = startPayment(ctx, paymentRequest);
          const response: ProcessingResponse = {
            cart_id: cartId,
            order_id: orderId,
            order_status: findOrder(ctx, orderId)?.status ?? "new",
            action,
            ...(owner ? { cart_owner: owner } : {}),
          };
          storeResponse(ctx, key, hash, 200, response, proof);
          return jsonResponse(200, response);
        })();
      },
    },
  ];
}
