import type { Env } from "@/server/env";
import { secureCookies, serializeCookie } from "@/server/auth/cookies";

/** `<cart_id>.<owner secret>` of the last cart this browser made; httpOnly, no script reads it. */
export const CART_OWNER_COOKIE = "cart_owner";

// A shopper comes back from a provider within minutes; a day covers a slow bank as well.
const CART_OWNER_SECONDS = 24 * 60 * 60;

export function cartOwnerCookie(cartId: string, owner: string, env: Pick<Env, "DEPLOY_ENV">): string {
  return serializeCookie(CART_OWNER_COOKIE, `${cartId}.${owner}`, { httpOnly: true, secure: secureCookies(env), maxAgeSeconds: CART_OWNER_SECONDS });
}

/** The owner secret the cookie holds for this cart, if it holds one for it. */
export function cartOwnerOf(cookies: Partial<Record<string, string>> | undefined, cartId: string): string | undefined {
  const value = cookies?.[CART_OWNER_COOKIE];
  if (!value?.startsWith(`${cartId}.`)) return undefined;
  return value.slice(cartId.length + 1) || undefined;
}
