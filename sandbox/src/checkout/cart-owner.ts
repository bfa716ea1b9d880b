import type { SandboxContext } from "../context";
import { hashSecret } from "../db/secrets";

/** Whether `owner` (the `x-cart-owner` header) is the secret handed out when the cart was made. */
export function isCartOwner(ctx: SandboxContext, cartId: string, owner: unknown): boolean {
  const cart = ctx.db.prepare<[string], { owner_hash: string | null }>("SELECT owner_hash FROM carts WHERE id = ?").get(cartId);
  return Boolean(cart?.owner_hash) && typeof owner === "string" && hashSecret(owner) === cart?.owner_hash;
}
