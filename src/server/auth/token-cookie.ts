import { TOKEN_COOKIE } from "@/contracts/cookies";
import type { Env } from "@/server/env";
import { expiredCookie, secureCookies, serializeCookie } from "./cookies";

/**
 * The shopper's session: HttpOnly (no script, ours or injected, can read it), SameSite=Lax,
 * Secure outside local runs, and no longer-lived than the token itself.
 */
export function tokenCookie(token: string, expiresAt: Date, env: Pick<Env, "DEPLOY_ENV">, now = Date.now()): string {
  return serializeCookie(TOKEN_COOKIE, token, {
    httpOnly: true,
    secure: secureCookies(env),
    maxAgeSeconds: (expiresAt.getTime() - now) / 1000,
    expires: expiresAt,
  });
}

export function clearedTokenCookie(env: Pick<Env, "DEPLOY_ENV">): string {
  return expiredCookie(TOKEN_COOKIE, env);
}
