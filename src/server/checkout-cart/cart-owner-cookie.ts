import { CART_OWNER_HEADER } from "@/contracts/checkout-api";
import { secureCookies, serializeCookie } from "@/server/auth/cookies";
import type { Env } from "@/server/env";

/**
 * The purchase cookie: `<cart_id>.<owner secret>` of the last carts this browser made, newest
 * first, space-separated; httpOnly, no script reads it. The secret is the checkout API's own
 * (only its hash is stored there): it is the proof that this browser made the cart.
 */
export const CART_OWNER_COOKIE = "cart_owner";

// A shopper comes back from a provider within minutes; a day covers a slow bank as well.
const CART_OWNER_SECONDS = 24 * 60 * 60;
// A shopper who changes plan or pays again in one browser keeps their earlier orders readable.
const MAX_CARTS = 5;

type Cookies = Partial<Record<string, string>> | undefined;

function entries(cookies: Cookies): string[] {
  return (cookies?.[CART_OWNER_COOKIE] ?? "").split(" ").filter((entry) => /^[^.\s]+\.[^\s]+$/.test(entry));
}

/** The cookie holding this cart first, then the browser's other carts it already held. */
export function cartOwnerCookie(cartId: string, owner: string, env: Pick<Env, "DEPLOY_ENV">, cookies?: Cookies): string {
  const others = entries(cookies).filter((entry) => !entry.startsWith(`${cartId}.`));
  const value = [`${cartId}.${owner}`, ...others].slice(0, MAX_CARTS).join(" ");
  return serializeCookie(CART_OWNER_COOKIE, value, { httpOnly: true, secure: secureCookies(env), maxAgeSeconds: CART_OWNER_SECONDS });
}

/** The owner secret the cookie holds for this cart, if it holds one for it. */
export function cartOwnerOf(cookies: Cookies, cartId: string): string | undefined {
  const entry = entries(cookies).find((candidate) => candidate.startsWith(`${cartId}.`));
  return entry ? entry.slice(cartId.length + 1) || undefined : undefined;
}

/** The `x-cart-owner` header proving to the checkout API that this browser made the cart; none without the cookie. */
export function cartOwnerHeaders(cookies: Cookies, cartId: string | undefined): Record<string, string> {
  const owner = cartId ? cartOwnerOf(cookies, cartId) : undefined;
  return owner ? { [CART_OWNER_HEADER]: owner } : {};
}
