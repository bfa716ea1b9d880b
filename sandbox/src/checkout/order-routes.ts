import type { IncomingHttpHeaders } from "node:http";
import { callbackQuerySchema, orderWithoutPersonalData, type OrderResponse } from "@/contracts/checkout-api";
import type { CardBrand, Currency } from "@/contracts/enums";
import type { SandboxContext } from "../context";
import { hashSecret } from "../db/secrets";
import { findPayment, paymentOfOrder, refreshPayment, settlePayment, type PaymentRow } from "../gateway/payments";
import { isSignedReturn } from "../gateway/return-target";
import { fieldError, notFound } from "../http/http-error";
import { jsonResponse, redirectResponse } from "../http/responses";
import type { Route } from "../http/router";
import { parseQuery } from "../http/validate";
import { toDecimal } from "../money/minor-units";
import { PERIODS, type PeriodId } from "../pricing/periods";
import { findPlan } from "../pricing/plan-identifiers";
import { renewalMinorPrice } from "../pricing/plan-prices";
import { canActOnCart } from "./cart-owner";
import { findOrder, latestOrderOfCart, type OrderRow } from "./carts";
import { SUPERSEDED_REASON } from "./duplicate-purchase";
import { iframeResultResponse } from "./iframe-result-page";
import { addMonths } from "./renewal-date";
import { resolveTaxJurisdiction } from "./tax-address";
import { taxOf } from "./tax-quote";

interface CartRow {
  country: string;
  state: string | null;
  zip: string | null;
  coupon: string | null;
}

interface ItemRow {
  plan_identifier: string;
  title: string;
  price_id: string;
  amount_minor: number;
  tax_minor: number;
}

type OrderProductResponse = OrderResponse["products"][number];

/** The item's line and term, and when it renews: the paid term plus the line's bonus months. */
type OrderProductTerm = Pick<
  OrderProductResponse,
  "product_name" | "product_group" | "tier" | "subgroup" | "storage_quota" | "period" | "renews_at" | "renewal"
>;

/**
 * The item's term, and what it renews at: the renewal plan's price in the order's currency, taxed
 * at the cart's rate as today's line was (`taxRate`, percent), the figure the payment step stated.
 */
function termOf(planIdentifier: string, paidAt: number | undefined, currency: Currency, taxRate: number): OrderProductTerm {
  const plan = findPlan(planIdentifier);
  if (!plan) {
    return {
      product_name: planIdentifier,
      product_group: null,
      tier: null,
      subgroup: null,
      storage_quota: null,
      period: { interval: 1, unit: "YEAR" },
      renews_at: null,
      renewal: null,
    };
  }
  const { interval, unit, months } = PERIODS[plan.periodId];
  const termMonths = months + (plan.line.extraMonths?.[plan.periodId] ?? 0);
  return {
    product_name: plan.line.title,
    product_group: plan.line.productGroup,
    tier: plan.line.tier ?? null,
    subgroup: plan.line.subgroup ?? null,
    storage_quota:
      plan.line.productGroup === "LOCKER"
        ? (plan.line.services.flatMap((service) => service.attributes).find((item) => item.name === "QUOTA_STORAGE_SIZE")?.value ?? null)
        : null,
    period: { interval, unit: unit === "MONTH" ? "MONTH" : "YEAR" },
    renews_at: paidAt === undefined ? null : addMonths(paidAt, termMonths).toISOString(),
    renewal: renewalOf(plan.line, plan.periodId, currency, taxRate),
  };
}

function renewalOf(line: Parameters<typeof renewalMinorPrice>[0], periodId: PeriodId, currency: Currency, taxRate: number) {
  const amountMinor = renewalMinorPrice(line, periodId, currency).totalMinor;
  return { amount: toDecimal(amountMinor, currency), tax: toDecimal(taxOf(amountMinor, taxRate), currency) };
}

/** The cart's tax rate in percent, as its lines were taxed (0 where its address no longer resolves). */
function cartTaxRate(cart: CartRow | undefined): number {
  if (!cart) return 0;
  try {
    return resolveTaxJurisdiction(cart.country, cart.state ?? undefined, cart.zip ?? undefined).rate;
  } catch {
    return 0;
  }
}

/** Whether the order was canceled because the shopper confirmed paying for the same plan elsewhere. */
function wasSuperseded(ctx: SandboxContext, orderId: string): boolean {
  const event = ctx.db
    .prepare<[string, string], { n: number }>(
      "SELECT 1 AS n FROM order_events WHERE order_id = ? AND to_status = 'canceled' AND accepted = 1 AND reason = ?",
    )
    .get(orderId, SUPERSEDED_REASON);
  return event !== undefined;
}

function orderResponse(ctx: SandboxContext, order: OrderRow, payment: PaymentRow | undefined): OrderResponse {
  const currency = order.currency as Currency;
  const cart = ctx.db.prepare<[string], CartRow>("SELECT country, state, zip, coupon FROM carts WHERE id = ?").get(order.cart_id);
  const taxRate = cartTaxRate(cart);
  const items = ctx.db
    .prepare<[string], ItemRow>(
      "SELECT plan_identifier, title, price_id, amount_minor, tax_minor FROM cart_items WHERE cart_id = ? ORDER BY position",
    )
    .all(order.cart_id);
  const paidAt = ctx.db
    .prepare<[string], { at: number }>("SELECT at FROM order_events WHERE order_id = ? AND to_status = 'paid' AND accepted = 1")
    .get(order.id)?.at;
  return {
    cart_id: order.cart_id,
    order_id: order.id,
    status: order.status,
    email: order.email,
    currency,
    country: cart?.country ?? "",
    state: cart?.state ?? null,
    provider: order.provider,
    coupon: cart?.coupon ?? null,
    products: items.map((item) => ({
      plan_identifier: item.plan_identifier,
      title: item.title,
      price_id: item.price_id,
      amount: toDecimal(item.amount_minor, currency),
      tax: toDecimal(item.tax_minor, currency),
      ...termOf(item.plan_identifier, paidAt, currency, taxRate),
    })),
    subtotal: toDecimal(order.subtotal_minor, currency),
    tax: toDecimal(order.tax_minor, currency),
    total: toDecimal(order.total_minor, currency),
    payment: {
      status: payment?.status ?? "requires_action",
      brand: (payment?.brand as CardBrand | null) ?? null,
      last4: payment?.last4 ?? null,
    },
    paid_at: paidAt === undefined ? null : new Date(paidAt).toISOString(),
    canceled_because: order.status === "canceled" && wasSuperseded(ctx, order.id) ? "superseded" : null,
    created_at: new Date(order.created_at).toISOString(),
    updated_at: new Date(order.updated_at).toISOString(),
  };
}

/** The token a wallet sheet or bank link produced must belong to this payment. */
function completeFrontendStep(ctx: SandboxContext, payment: PaymentRow, token: string, field: "wallet_token" | "public_token"): void {
  const expectedMethod = field === "wallet_token" ? "wallet" : "bank_link";
  if (payment.method !== expectedMethod || payment.secret_hash !== hashSecret(token)) throw fieldError(field, "invalid");
  settlePayment(ctx, payment.id, { status: "succeeded" }, `${expectedMethod} completed`);
}

/**
 * The shopper is back from a provider (or a step in an iframe): apply a wallet or bank-link
 * token, cancel what was left undecided, settle a due pending payment; answers the cart id.
 * Only a return with proof changes the order: the wallet or bank token, the gateway's signature
 * over the payment and cart, or the cart's owner (the app's page closing a provider window it
 * opened). A bare `?cart_id=` from anyone else only leads to the status page.
 */
function finishReturn(ctx: SandboxContext, params: URLSearchParams, headers: IncomingHttpHeaders): string {
  const query = parseQuery(callbackQuerySchema, params);
  const byCart = query.cart_id ? latestOrderOfCart(ctx, query.cart_id) : undefined;
  const payment = query.payment_id ? findPayment(ctx, query.payment_id) : byCart && paymentOfOrder(ctx, byCart.id);
  if (!payment) throw notFound("No payment for this callback.");
  const order = findOrder(ctx, payment.order_id);
  if (!order || (query.cart_id && order.cart_id !== query.cart_id)) throw fieldError("cart_id", "invalid");
  if (query.wallet_token) completeFrontendStep(ctx, payment, query.wallet_token, "wallet_token");
  else if (query.public_token) completeFrontendStep(ctx, payment, query.public_token, "public_token");
  else if (
    payment.status === "requires_action" &&
    (isSignedReturn(ctx, payment.id, order.cart_id, query.signature) || canActOnCart(ctx, order.cart_id, headers))
  ) {
    // Back from the provider without a decision: the shopper abandoned it there.
    settlePayment(ctx, payment.id, { status: "failed", code: "canceled" }, "returned without completing");
  }
  const current = findPayment(ctx, payment.id);
  if (current) refreshPayment(ctx, current);
  return order.cart_id;
}

export function orderRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "GET",
      path: "/api/orders/:cartId/",
      handler: (request) => {
        const order = latestOrderOfCart(ctx, request.params.cartId ?? "");
        if (!order) throw notFound("No order for this cart.");
        const payment = paymentOfOrder(ctx, order.id);
        const current = payment ? refreshPayment(ctx, payment) : undefined;
        const answer = orderResponse(ctx, findOrder(ctx, order.id) ?? order, current);
        const visible = canActOnCart(ctx, order.cart_id, request.headers) ? answer : orderWithoutPersonalData(answer);
        return jsonResponse(200, visible, { "cache-control": "no-store" });
      },
    },
    {
      method: "GET",
      path: "/api/callback/",
      handler: (request) =>
        redirectResponse(`/processing/?cart_id=${encodeURIComponent(finishReturn(ctx, request.url.searchParams, request.headers))}`),
    },
    {
      method: "GET",
      path: "/api/processing/iframe/",
      handler: (request) => iframeResultResponse(finishReturn(ctx, request.url.searchParams, request.headers)),
    },
  ];
}
