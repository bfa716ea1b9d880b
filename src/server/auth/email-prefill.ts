import type { IncomingMessage } from "node:http";
import type { Env } from "@/server/env";
import { expiredCookie, secureCookies, serializeCookie } from "./cookies";

/**
 * A link's `email` (spec 2.2) prefills the payment form through the server: it is taken out of
 * the address into this httpOnly cookie, which only the app's `/api/checkout/prefill/` reads.
 * No script, log, Referer or page's HTML ever sees it.
 */
export const EMAIL_PREFILL_COOKIE = "checkout_email";

// Long enough for a shopper to reach the payment form from a landing page, short enough to go stale.
const PREFILL_SECONDS = 30 * 60;
const MAX_EMAIL_LENGTH = 254;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

type CookieJar = Partial<Record<string, string>>;

/** The e-mail a link named, if it is one; anything else is dropped. */
export function prefillEmailOf(value: unknown): string | null {
  const email = Array.isArray(value) ? value[0] : value;
  if (typeof email !== "string") return null;
  const trimmed = email.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL.test(trimmed) ? trimmed : null;
}

/** base64url, so the value in the Cookie header is no greppable address in a proxy's dump. */
export function emailPrefillCookie(email: string, env: Pick<Env, "DEPLOY_ENV">): string {
  return serializeCookie(EMAIL_PREFILL_COOKIE, Buffer.from(email, "utf8").toString("base64url"), {
    httpOnly: true,
    secure: secureCookies(env),
    maxAgeSeconds: PREFILL_SECONDS,
  });
}

export function clearedEmailPrefillCookie(env: Pick<Env, "DEPLOY_ENV">): string {
  return expiredCookie(EMAIL_PREFILL_COOKIE, env);
}

/** The prefilled e-mail of this browser, or null. */
export function readEmailPrefill(req: Pick<IncomingMessage, "headers"> & { cookies?: CookieJar }): string | null {
  const raw = req.cookies?.[EMAIL_PREFILL_COOKIE];
  if (!raw || !/^[A-Za-z0-9_-]{1,400}$/.test(raw)) return null;
  return prefillEmailOf(Buffer.from(raw, "base64url").toString("utf8"));
}
