import { LOGIN_FAILED_COOKIE } from "@/features/auth";
import type { Env } from "@/server/env";
import { expiredCookie, secureCookies, serializeCookie } from "./cookies";
import type { PkcePair } from "./pkce";

export const LOGIN_VERIFIER_COOKIE = "login_verifier";
export const LOGIN_STATE_COOKIE = "login_state";
/** The attempt: where the shopper goes back to once the identity provider answers. */
export const LOGIN_ATTEMPT_COOKIE = "login_attempt";

// The identity provider's sign-in ticket lives 10 minutes; an attempt outliving it is dead anyway.
const ATTEMPT_SECONDS = 10 * 60;
// Long enough to survive the redirect to the page that reports it, short enough to go stale fast.
const FAILURE_SECONDS = 60;

type CookieJar = Partial<Record<string, string>>;

export interface LoginAttempt {
  verifier?: string;
  state?: string;
  returnTo?: string;
}

/** The verifier, state and return path of one login, httpOnly: no script ever sees them. */
export function loginAttemptCookies(pkce: PkcePair, returnTo: string, env: Pick<Env, "DEPLOY_ENV">): string[] {
  const options = { httpOnly: true, secure: secureCookies(env), maxAgeSeconds: ATTEMPT_SECONDS };
  return [
    serializeCookie(LOGIN_VERIFIER_COOKIE, pkce.verifier, options),
    serializeCookie(LOGIN_STATE_COOKIE, pkce.state, options),
    serializeCookie(LOGIN_ATTEMPT_COOKIE, returnTo, options),
  ];
}

/** Every attempt cookie expired: a code is exchanged at most once, whatever the outcome. */
export function clearedLoginCookies(env: Pick<Env, "DEPLOY_ENV">): string[] {
  return [LOGIN_VERIFIER_COOKIE, LOGIN_STATE_COOKIE, LOGIN_ATTEMPT_COOKIE].map((name) => expiredCookie(name, env));
}

export function readLoginAttempt(cookies: CookieJar | undefined): LoginAttempt {
  return {
    verifier: cookies?.[LOGIN_VERIFIER_COOKIE] || undefined,
    state: cookies?.[LOGIN_STATE_COOKIE] || undefined,
    returnTo: cookies?.[LOGIN_ATTEMPT_COOKIE] || undefined,
  };
}

/**
 * Tells the page the shopper lands on that the login failed, and with which status: that page's
 * request carries it, and the server takes it (takeLoginFailure), so no script reads it and no
 * other tab or document of the site can take the news away from that page.
 */
export function loginFailedCookie(status: number | "unknown", env: Pick<Env, "DEPLOY_ENV">): string {
  return serializeCookie(LOGIN_FAILED_COOKIE, String(status), {
    httpOnly: true,
    secure: secureCookies(env),
    maxAgeSeconds: FAILURE_SECONDS,
  });
}

/** The failure a login left for this request (loginFailedCookie), and the cookie that ends it; null without one. */
export function takeLoginFailure(
  cookies: CookieJar | undefined,
  env: Pick<Env, "DEPLOY_ENV">,
): { status: number | "unknown"; cleared: string } | null {
  const value = cookies?.[LOGIN_FAILED_COOKIE];
  if (value === undefined) return null;
  return { status: /^\d{3}$/.test(value) ? Number(value) : "unknown", cleared: expiredCookie(LOGIN_FAILED_COOKIE, env) };
}
