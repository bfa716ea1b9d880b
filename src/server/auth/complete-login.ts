import type { IncomingMessage } from "node:http";
import { authCallbackResponseSchema } from "@/contracts/checkout-api";
import { onlyValue, type RawQuery } from "@/lib/url";
import { getEnv, type Env } from "@/server/env";
import { checkoutApiRequest } from "@/server/request";
import { clearedLoginCookies, loginFailedCookie, readLoginAttempt } from "./login-cookies";
import { loginFailureStatus } from "./login-failure-status";
import { loginReturnPath } from "./login-return-path";
import { safeEqual } from "./pkce";
import { tokenCookie } from "./token-cookie";

type IncomingRequest = Pick<IncomingMessage, "headers"> & { cookies?: Partial<Record<string, string>> };

export interface LoginOutcome {
  /** Where the shopper goes next: the page the login started on, never with a secret in it. */
  destination: string;
  cookies: string[];
}

/**
 * `/oauth2/login/`: the identity provider's answer. The state must be the one this browser was
 * given (else it is someone else's code: a login CSRF); the code is then exchanged with the
 * verifier. Either way the attempt's cookies are cleared and the shopper goes back to their page;
 * a failure leaves the status in a cookie for the page to report and show.
 */
export async function completeLogin(
  req: IncomingRequest,
  query: RawQuery,
  { env = getEnv(), fallback = "/" }: { env?: Env; fallback?: string } = {},
): Promise<LoginOutcome> {
  const attempt = readLoginAttempt(req.cookies);
  const destination = loginReturnPath({ returnTo: attempt.returnTo, fallback }, env);
  const cleared = clearedLoginCookies(env);
  const code = onlyValue(query.code);
  const state = onlyValue(query.state);
  // Nothing from an identity provider at all: a stray visit, not a failed login.
  if (!code && !state && !("error" in query)) return { destination, cookies: cleared };
  // The shopper cancelled on the identity provider's sign-in page: they go on as a guest, and
  // that is no failure to report.
  if (onlyValue(query.error) === "access_denied") return { destination, cookies: cleared };

  const fail = (status: number | "unknown"): LoginOutcome => ({ destination, cookies: [...cleared, loginFailedCookie(status, env)] });
  if (!code || !state || !attempt.state || !attempt.verifier || !safeEqual(state, attempt.state)) return fail("unknown");
  try {
    const { data } = await checkoutApiRequest(req)("/api/users/auth/callback/", {
      method: "POST",
      body: { code, state, verifier: attempt.verifier },
    });
    const parsed = authCallbackResponseSchema.safeParse(data);
    if (!parsed.success) return fail("unknown");
    return { destination, cookies: [...cleared, tokenCookie(parsed.data.token, new Date(parsed.data.expires_at), env)] };
  } catch (error) {
    return fail(loginFailureStatus(error));
  }
}
