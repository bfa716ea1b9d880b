import type { GetServerSidePropsContext, Redirect } from "next";
import { DEFAULT_LOCALE, localizePath } from "@/lib/locale";
import { isSensitiveParam, stripSensitiveParams, type SensitiveParam } from "@/lib/url";
import { appendSetCookie, emailPrefillCookie, prefillEmailOf } from "@/server/auth";
import type { Env } from "@/server/env";

/** A query value a loader can act on: one non-empty text. */
function presentValue(value: string | string[] | undefined): boolean {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first !== "";
}

/**
 * Spec 2.2's sensitive parameters (trusted_pass_token, code, state, exchange_token, email) never
 * stay in the address of a rendered page: an `email` is moved into the prefill cookie, and the
 * page answers 303 to the same address without them (locale prefix and every other parameter
 * kept; the browser keeps the fragment). Parameters the page's own loader consumes (a login's
 * token, the OAuth callback's code and state) are left to it: it redirects without them too.
 * Null when the address carries none, or when the loader takes over.
 */
export function sensitiveParamsRedirect(
  ctx: Pick<GetServerSidePropsContext, "query" | "resolvedUrl" | "locale" | "res">,
  env: Pick<Env, "DEPLOY_ENV">,
  consumedByLoader: readonly SensitiveParam[] = [],
): Redirect | null {
  const names = Object.keys(ctx.query).filter(isSensitiveParam);
  if (names.length === 0) return null;
  const emailName = names.find((name) => name.toLowerCase() === "email");
  const email = emailName ? prefillEmailOf(ctx.query[emailName]) : null;
  if (email) appendSetCookie(ctx.res, [emailPrefillCookie(email, env)]);
  const consumed = new Set<string>(consumedByLoader);
  if (names.some((name) => consumed.has(name) && presentValue(ctx.query[name]))) return null;
  // The address we leave holds a secret: it must not become a Referer on the way.
  ctx.res.setHeader("Referrer-Policy", "no-referrer");
  const destination = stripSensitiveParams(localizePath(ctx.resolvedUrl, ctx.locale ?? DEFAULT_LOCALE));
  return { destination, statusCode: 303 };
}
