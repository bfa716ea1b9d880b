import type { IncomingMessage } from "node:http";
import { serializeCookie, secureCookies } from "@/server/auth/cookies";
import type { Env } from "@/server/env";

/** The carts this browser started, newest first: proof that an earlier order is this shopper's. */
export const BROWSER_CARTS_COOKIE = "checkout_carts";
const KEPT = 10;
const ONE_DAY_SECONDS = 86_400;
const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

type CookieSource = Pick<IncomingMessage, "headers"> & { cookies?: Partial<Record<string, string>> };

/** The cart ids the browser's cookie lists; anything malformed is ignored. */
export function browserCarts(req: CookieSource): string[] {
  const raw = req.cookies?.[BROWSER_CARTS_COOKIE] ?? "";
  return raw.split(".").filter((id) => CART_ID.test(id)).slice(0, KEPT);
}

/** The cookie with `cartId` added: httpOnly, a day long, the last ten carts. */
export function browserCartsCookie(req: CookieSource, cartId: string, env: Pick<Env, "DEPLOY_ENV">): string | null {
  if (!CART_ID.test(cartId)) return null;
  const carts = [cartId, ...browserCarts(req).filter((id) => id !== cartId)].slice(0, KEPT);
  return serializeCookie(BROWSER_CARTS_COOKIE, carts.join("."), { httpOnly: true, secure: secureCookies(env), maxAgeSeconds: ONE_DAY_SECONDS });
}
