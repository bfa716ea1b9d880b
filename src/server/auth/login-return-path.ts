import { withoutLoginParams } from "@/features/auth";
import { safeRedirect } from "@/lib/url";
import type { Env } from "@/server/env";

export interface LoginReturnInput {
  /** `login_target`: honoured only when it is an allow-listed path or origin. */
  loginTarget?: string;
  /** The page the login started on. */
  returnTo?: string;
  /** Where to go when neither is usable: the home page in the shopper's language. */
  fallback?: string;
}

/**
 * Where a finished (or failed) login sends the shopper (ARCHITECTURE 5 and 8): `login_target`
 * when the allow-list permits it, else the page they were on, else the fallback; always without
 * the sensitive and login parameters, so nothing secret is in the address and nothing loops.
 */
export function loginReturnPath(
  { loginTarget, returnTo, fallback = "/" }: LoginReturnInput,
  env: Pick<Env, "APP_BASE_URL" | "ALLOWED_REDIRECT_ORIGINS">,
): string {
  const rules = { allowedOrigins: env.ALLOWED_REDIRECT_ORIGINS, appOrigin: new URL(env.APP_BASE_URL).origin, fallback };
  return withoutLoginParams(safeRedirect(loginTarget, { ...rules, fallback: safeRedirect(returnTo, rules) }));
}
