import type { ServerResponse } from "node:http";
import type { Env } from "@/server/env";

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  maxAgeSeconds: number;
  /** Sent beside Max-Age for clients that only read Expires. */
  expires?: Date;
  path?: string;
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * One Set-Cookie value. Every cookie the app sets is SameSite=Lax (ARCHITECTURE 8): it rides on
 * the identity provider's top-level redirect back to us but on no cross-site subrequest.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`"${name}" is not a valid cookie name`);
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`];
  parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  parts.push("SameSite=Lax");
  return parts.join("; ");
}

/** Secure everywhere but a local run, which is plain http (a Secure cookie would never come back). */
export function secureCookies(env: Pick<Env, "DEPLOY_ENV">): boolean {
  return env.DEPLOY_ENV !== "local";
}

/** The same cookie, expired now, so the browser drops it. */
export function expiredCookie(name: string, env: Pick<Env, "DEPLOY_ENV">, httpOnly = true): string {
  return serializeCookie(name, "", { httpOnly, secure: secureCookies(env), maxAgeSeconds: 0, expires: new Date(0) });
}

/** Adds cookies to a response, keeping those an earlier step of the request set. */
export function appendSetCookie(res: Pick<ServerResponse, "getHeader" | "setHeader">, cookies: readonly string[]): void {
  if (cookies.length === 0) return;
  const existing = res.getHeader("Set-Cookie");
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader("Set-Cookie", [...before, ...cookies]);
}
