import { CART_OWNER_HEADER, type CartSelectionResponse } from "@/contracts/checkout-api";
import type { Currency } from "@/contracts/enums";
import type { SandboxContext } from "../context";
import { notFound } from "../http/http-error";
import { jsonResponse } from "../http/responses";
import type { Route } from "../http/router";
import { findPlan } from "../pricing/plan-identifiers";
import { isCartOwner } from "./cart-owner";
import { latestOrderOfCart } from "./carts";

interface CartRow {
  currency: string;
  coupon: string | null;
}

/** How the checkout's query names a main plan: its group and period, its tier or subgroup, its quota. */
function mainOf(identifier: string): CartSelectionResponse["main"] | undefined {
  const plan = findPlan(identifier);
  if (!plan) return undefined;
  const { line } = plan;
  const quota = line.quotaGigabytes;
  return {
    product_group: line.productGroup,
    period: plan.periodId,
    subgroup: line.tier?.toLowerCase() ?? line.subgroup ?? null,
    storage_quota:
      quota === undefined ? null : quota % 1024 === 0 ? { amount: quota / 1024, unit: "terabyte" } : { amount: quota, unit: "gigabyte" },
  };
}

/**
 * GET /api/carts/<cart_id>/: the cart's selection and e-mail, for its owner only (the secret
 * handed out when the cart was made, in `x-cart-owner`). Anyone else gets the 404 of an unknown
 * cart, so a cart id alone tells nothing.
 */
export function cartRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "GET",
      path: "/api/carts/:cartId/",
      handler: (request) => {
        const cartId = request.params.cartId ?? "";
        const cart = ctx.db.prepare<[string], CartRow>("SELECT currency, coupon FROM carts WHERE id = ?").get(cartId);
        if (!cart || !isCartOwner(ctx, cartId, request.headers[CART_OWNER_HEADER])) throw notFound("No such cart.");
        const plans = ctx.db
          .prepare<[string], { plan_identifier: string }>("SELECT plan_identifier FROM cart_items WHERE cart_id = ? ORDER BY position")
          .all(cartId)
          .map((row) => row.plan_identifier);
        const main = plans[0] === undefined ? undefined : mainOf(plans[0]);
        const order = latestOrderOfCart(ctx, cartId);
        if (!main || !order) throw notFound("No such cart.");
        const body: CartSelectionResponse = {
          cart_id: cartId,
          plans,
          main,
          currency: cart.currency as Currency,
          coupon: cart.coupon,
          email: order.email,
          order_status: order.status,
        };
        return jsonResponse(200, body, { "cache-control": "no-store" });
      },
    },
  ];
}
