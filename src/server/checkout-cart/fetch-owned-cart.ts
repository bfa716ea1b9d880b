import type { IncomingMessage } from "node:http";
import { CART_OWNER_HEADER, cartSelectionResponseSchema, type CartSelectionResponse } from "@/contracts/checkout-api";
import { checkoutApiRequest } from "@/server/request";
import { cartOwnerOf } from "./cart-owner-cookie";

const CART_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** A cart id as the checkout API makes them; anything else is never sent on. */
export const isCartId = (value: unknown): value is string => typeof value === "string" && CART_ID.test(value);

type CookieRequest = Pick<IncomingMessage, "headers"> & { cookies?: Partial<Record<string, string>> };

/**
 * The cart's selection from the checkout API, when this browser made the cart (its owner cookie).
 * Anything else, an unknown cart, a stranger's cart or a failed call, is null: the page then shows
 * what its address says, as before.
 */
export async function fetchOwnedCart(req: CookieRequest, cartId: string | undefined): Promise<CartSelectionResponse | null> {
  if (!isCartId(cartId)) return null;
  const owner = cartOwnerOf(req.cookies, cartId);
  if (!owner) return null;
  try {
    const { data } = await checkoutApiRequest(req)(`/api/carts/${encodeURIComponent(cartId)}/`, {
      headers: { [CART_OWNER_HEADER]: owner },
      timeoutMs: 3_000,
    });
    const parsed = cartSelectionResponseSchema.safeParse(data);
    return parsed.success && parsed.data.cart_id === cartId ? parsed.data : null;
  } catch {
    return null;
  }
}
