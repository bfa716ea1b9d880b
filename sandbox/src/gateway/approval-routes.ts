import type { Currency } from "@/contracts/enums";
import type { SandboxContext } from "../context";
import { htmlResponse, jsonResponse, type HttpResponse } from "../http/responses";
import type { RequestContext, Route } from "../http/router";
import { toDecimal } from "../money/minor-units";
import { approvalPage, closedPaymentPage, missingPaymentPage } from "./approval-page";
import { findPayment, settlePayment } from "./payments";
import { providerWindowDoneResponse } from "./provider-window-page";
import { returnTarget } from "./return-target";

function showPage(ctx: SandboxContext, request: RequestContext): HttpResponse {
  const payment = findPayment(ctx, request.params.paymentId ?? "");
  if (!payment) return htmlResponse(404, missingPaymentPage());
  if (payment.status !== "requires_action") return htmlResponse(200, closedPaymentPage());
  const order = ctx.db
    .prepare<[string], { total_minor: number; currency: Currency }>("SELECT total_minor, currency FROM orders WHERE id = ?")
    .get(payment.order_id);
  const amount = order
    ? new Intl.NumberFormat("en", { style: "currency", currency: order.currency }).format(toDecimal(order.total_minor, order.currency))
    : "";
  return htmlResponse(
    200,
    approvalPage({
      paymentId: payment.id,
      provider: payment.provider,
      challenge: payment.method === "card",
      amount,
      cardLast4: payment.last4,
    }),
  );
}

/**
 * The sandbox's stand-in for a provider's or card issuer's page. The decision settles the
 * payment at once (as a provider's webhook would) and sends the browser back to the app, or,
 * in a popup or widget, tells the app's page (provider-window-page.ts).
 */
export function approvalRoutes(ctx: SandboxContext): Route[] {
  return [
    // The bank's word on a pending payment (the pending test card), now rather than at its settle
    // time: what a gateway's webhook does at a moment nobody chooses. Tests call it once they have
    // seen the pending step, instead of waiting out SANDBOX_PENDING_SETTLE_MS.
    {
      method: "POST",
      path: "/gateway/pending/:cartId/settle",
      handler: (request) => settlePendingOfCart(ctx, request.params.cartId ?? ""),
    },
    { method: "GET", path: "/gateway/approve/:paymentId", handler: (request) => showPage(ctx, request) },
    // redirect_post providers arrive with a form POST carrying the payment fields.
    { method: "POST", path: "/gateway/approve/:paymentId", handler: (request) => showPage(ctx, request) },
    {
      method: "POST",
      path: "/gateway/approve/:paymentId/decision",
      handler: async (request) => {
        const payment = findPayment(ctx, request.params.paymentId ?? "");
        if (!payment) return htmlResponse(404, missingPaymentPage());
        const decision = (await request.form()).get("decision");
        if (decision === "approve") settlePayment(ctx, payment.id, { status: "succeeded" }, "approved by shopper");
        if (decision === "decline") settlePayment(ctx, payment.id, { status: "failed", code: "declined" }, "declined by shopper");
        const location = returnTarget(ctx, payment);
        if (payment.method === "popup" || payment.method === "widget") {
          return providerWindowDoneResponse({ paymentId: payment.id, approved: decision === "approve", returnTarget: location });
        }
        return { status: 303, headers: { location, "referrer-policy": "no-referrer" }, body: "" };
      },
    },
  ];
}

function settlePendingOfCart(ctx: SandboxContext, cartId: string): HttpResponse {
  const pending = ctx.db
    .prepare<[string], { id: string }>(
      `SELECT payments.id FROM payments JOIN orders ON orders.id = payments.order_id
       WHERE orders.cart_id = ? AND payments.status = 'pending'`,
    )
    .all(cartId);
  const settled = pending.filter(({ id }) => settlePayment(ctx, id, { status: "succeeded" }, "pending payment settled on request")).length;
  return jsonResponse(settled > 0 ? 200 : 404, { settled });
}
