import { bankLinkExchangeRequestSchema, walletAuthorizeRequestSchema } from "@/contracts/gateway-api";
import type { SandboxContext } from "../context";
import { hashSecret, newSecret } from "../db/secrets";
import { fieldError } from "../http/http-error";
import { jsonResponse } from "../http/responses";
import type { Route } from "../http/router";
import { parseInput } from "../http/validate";
import { findPayment, settlePayment, type PaymentRow } from "./payments";

/** Hands out the token the app brings to /api/callback/, or cancels the payment. */
function authorizeStep(ctx: SandboxContext, payment: PaymentRow, outcome: "approve" | "cancel"): string | null {
  if (outcome === "cancel") {
    settlePayment(ctx, payment.id, { status: "failed", code: "canceled" }, "canceled by shopper");
    return null;
  }
  const token = newSecret(payment.method === "wallet" ? "wt" : "pub");
  ctx.db.prepare("UPDATE payments SET secret_hash = ?, updated_at = ? WHERE id = ?").run(hashSecret(token), ctx.now(), payment.id);
  return token;
}

/** The browser-side steps of wallet sheets and bank links (frontend_action results). */
export function walletRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "POST",
      path: "/gateway/v1/wallet/authorize",
      handler: async (request) => {
        const body = parseInput(walletAuthorizeRequestSchema, await request.json());
        const payment = findPayment(ctx, body.payment_id);
        if (!payment || payment.method !== "wallet" || payment.status !== "requires_action") throw fieldError("payment_id", "invalid");
        return jsonResponse(200, { wallet_token: authorizeStep(ctx, payment, body.outcome) });
      },
    },
    {
      method: "POST",
      path: "/gateway/v1/bank-link/exchange",
      handler: async (request) => {
        const body = parseInput(bankLinkExchangeRequestSchema, await request.json());
        const payment = ctx.db
          .prepare<[string], PaymentRow>(
            "SELECT * FROM payments WHERE secret_hash = ? AND method = 'bank_link' AND status = 'requires_action'",
          )
          .get(hashSecret(body.link_token));
        if (!payment) throw fieldError("link_token", "invalid");
        return jsonResponse(200, { public_token: authorizeStep(ctx, payment, body.outcome ?? "approve") });
      },
    },
  ];
}
