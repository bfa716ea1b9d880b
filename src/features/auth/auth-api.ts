import type { Guard } from "@/lib/guards";
import { stripSensitiveParams } from "@/lib/url";
import { isLoginAnswer, isTrustedTokenAnswer } from "./auth-answers";
import { withoutLoginParams } from "./login-params";
import type { LoginStart } from "./login-start";
import { reportLoginFailure, reportLogoutFailure } from "./report-auth-failure";

export { reportLoginFailure };

export type FailureStatus = number | "unknown";
export type BffResult<T> = { ok: true; data: T } | { ok: false; status: FailureStatus };

/**
 * One call to the app's own /api. The Referer is cut to the origin: the page may still hold a
 * sensitive parameter at the moment of the call, and the same-origin check needs only the origin.
 * An answer the guard refuses counts as a failure of unknown cause, like no answer at all.
 */
async function callBff<T>(path: string, init: RequestInit, isAnswer?: Guard<T>): Promise<BffResult<T>> {
  try {
    const response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      referrerPolicy: "strict-origin",
      headers: { accept: "application/json", ...(init.body ? { "content-type": "application/json" } : {}) },
    });
    if (!response.ok) return { ok: false, status: response.status };
    if (!isAnswer) return { ok: true, data: undefined as T };
    const data: unknown = await response.json();
    return isAnswer(data) ? { ok: true, data } : { ok: false, status: "unknown" };
  } catch {
    return { ok: false, status: "unknown" };
  }
}

export function requestLogin(body: LoginStart) {
  return callBff("/api/users/auth/login/", { method: "POST", body: JSON.stringify(body) }, isLoginAnswer);
}

export function requestLogout() {
  return callBff("/api/users/tokens/", { method: "DELETE" });
}

export function requestTrustedToken() {
  return callBff("/api/users/trusted-token/", { method: "POST" }, isTrustedTokenAnswer);
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Starts a login at the identity provider, back to this page without its login parameters: the
 * browser leaves for the provider (null), or the failure is reported and its status answered.
 */
export async function startLogin({
  trustedPassToken,
  ownerId,
  locale,
  loginTarget,
}: {
  trustedPassToken?: string;
  ownerId?: string;
  locale: string;
  loginTarget?: string;
}): Promise<FailureStatus | null> {
  const result = await requestLogin({
    trusted_pass_token: trustedPassToken,
    owner_id: ownerId,
    language: locale,
    return_to: withoutLoginParams(currentPath()),
    login_target: loginTarget,
  });
  if (result.ok) {
    window.location.assign(result.data.redirect_uri);
    return null;
  }
  reportLoginFailure(result.status);
  return result.status;
}

/** Deletes the session's token (a failure is only reported: the logout goes on) and reloads the page without secrets. */
export async function finishLogout(): Promise<void> {
  const result = await requestLogout();
  if (!result.ok) reportLogoutFailure(result.status);
  window.location.assign(stripSensitiveParams(currentPath()));
}
