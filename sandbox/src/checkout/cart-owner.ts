import type { IncomingHttpHeaders } from "node:http";
import { CART_OWNER_HEADER } from "@/contracts/checkout-api";
import type { SandboxContext } from "../context";
import { hashSecret } from "../db/secrets";
import { currentUser } from "../identity/users";

/** Whether `owner` (the `x-cart-owner` header) is the secret handed out when the cart was made. */
export function isCartOwner(ctx: SandboxContext, cartId: string, owner: unknown): boolean {
  const cart = ctx.db.prepare<[string], { owner_hash: string | null }>("SELECT owner_hash FROM carts WHERE id = ?").get(cartId);
  return Boolean(cart?.owner_hash) && typeof owner === "string" && hashSecret(owner) === cart?.owner_hash;
}

/**
 * Whether the caller may see and act on the cart: it holds the cart's owner secret (the browser
 * that made it), or it is the logged-in shopper whose order the cart holds.
 */
export function canActOnCart(ctx: SandboxContext, cartId: string, headers: IncomingHttpHeaders): boolean {
  if (isCartOwner(ctx, cartId, headers[CART_OWNER_HEADER])) return true;
  const user = currentUser(ctx, headers);
  if (!user) return false;
  return (
    ctx.db
      .prepare<[string, number], { found: number }>("SELECT 1 AS found FROM orders WHERE cart_id = ? AND user_id = ? LIMIT 1")
      .get(cartId, user.id) !== undefined
  );
}
