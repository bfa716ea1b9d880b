import type { Guard } from "@/lib/guards";
import { isLoginAnswer, isTrustedTokenAnswer } from "./auth-answers";
import type { LoginStart } from "./login-start";

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
