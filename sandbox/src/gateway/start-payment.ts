import type { PaymentAction, PaymentErrorCode } from "@/contracts/checkout-api";
import type { Currency, PaymentProviderId } from "@/contracts/enums";
import type { PaymentMethodKind } from "../checkout/provider-table";
import type { SandboxContext } from "../context";
import { hashSecret, newId, newSecret } from "../db/secrets";
import { toDecimal } from "../money/minor-units";
import { settlePayment, type PaymentOutcome } from "./payments";
import type { CardBehaviour } from "./test-cards";

/** Spec section 8. */
export const PAYMENT_ERROR_MESSAGES: Readonly<Record<PaymentErrorCode, string>> = {
  declined:
    "The transaction has been declined. Please make sure you have enough funds in your account and provided the correct payment information. You can also try a different credit card or payment method.",
  processing_failed: "Something went wrong. Try again.",
  canceled: "The payment was canceled.",
};

export interface PaymentRequest {
  orderId: string;
  provider: PaymentProviderId;
  method: PaymentMethodKind;
  card?: { brand: string; last4: string; behaviour: CardBehaviour };
  returnUrl: string;
  amountMinor: number;
  currency: Currency;
}

function cardOutcome(ctx: SandboxContext, behaviour: CardBehaviour): PaymentOutcome | undefined {
  if (behaviour === "succeed") return { status: "succeeded" };
  if (behaviour === "decline") return { status: "failed", code: "declined" };
  if (behaviour === "fail") return { status: "failed", code: "processing_failed" };
  if (behaviour === "pending") return { status: "pending", settleAt: ctx.now() + ctx.config.pendingSettleMs };
  return undefined;
}

function actionFor(
  ctx: SandboxContext,
  request: PaymentRequest,
  paymentId: string,
  outcome: PaymentOutcome | undefined,
  linkToken: string,
): PaymentAction {
  const gateway = ctx.config.publicUrl;
  if (outcome?.status === "failed") return { type: "error", code: outcome.code, message: PAYMENT_ERROR_MESSAGES[outcome.code] };
  if (outcome) return { type: "done" };
  const approvalUrl = `${gateway}/gateway/approve/${paymentId}`;
  switch (request.method) {
    case "redirect_post":
      return {
        type: "redirect_post",
        url: approvalUrl,
        fields: { payment_id: paymentId, amount: String(toDecimal(request.amountMinor, request.currency)), currency: request.currency },
      };
    case "wallet":
      return {
        type: "frontend_action",
        action: "wallet_sheet",
        provider: request.provider,
        payment_id: paymentId,
        amount: toDecimal(request.amountMinor, request.currency),
        currency: request.currency,
        authorize_url: `${gateway}/gateway/v1/wallet/authorize`,
      };
    case "popup":
    case "widget":
      return { type: "frontend_action", action: request.method, provider: request.provider, payment_id: paymentId, url: approvalUrl };
    case "bank_link":
      return {
        type: "frontend_action",
        action: "bank_link",
        payment_id: paymentId,
        link_token: linkToken,
        exchange_url: `${gateway}/gateway/v1/bank-link/exchange`,
      };
    default:
      return { type: "redirect", url: approvalUrl };
  }
}

/**
 * Creates the payment of an order and runs what can run at once: a card is charged on the
 * spot (or challenged), the other methods wait for the shopper at an approval page, wallet
 * sheet or bank link. Synchronous, so it runs inside the caller's transaction.
 */
export function startPayment(ctx: SandboxContext, request: PaymentRequest): { paymentId: string; action: PaymentAction } {
  const paymentId = newId("pay");
  const linkToken = request.method === "bank_link" ? newSecret("link") : "";
  ctx.db
    .prepare(
      `INSERT INTO payments (id, order_id, provider, method, status, brand, last4, behaviour, return_url, secret_hash, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'requires_action', ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      paymentId,
      request.orderId,
      request.provider,
      request.method,
      request.card?.brand ?? null,
      request.card?.last4 ?? null,
      request.card?.behaviour ?? null,
      request.returnUrl,
      linkToken ? hashSecret(linkToken) : null,
      ctx.now(),
      ctx.now(),
    );
  const outcome = request.card ? cardOutcome(ctx, request.card.behaviour) : undefined;
  if (outcome) settlePayment(ctx, paymentId, outcome, `card ${request.card?.behaviour ?? ""}`);
  return { paymentId, action: actionFor(ctx, request, paymentId, outcome, linkToken) };
}
