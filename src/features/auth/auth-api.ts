import type { z } from "zod";
import { loginResponseSchema, trustedTokenResponseSchema } from "@/contracts/checkout-api";
import type { LoginStart } from "./login-start";

export type FailureStatus = number | "unknown";
export type BffResult<T> = { ok: true; data: T } | { ok: false; status: FailureStatus };

/**
 * One call to the app's own /api. The Referer is cut to the origin: the page may still hold a
 * sensitive parameter at the moment of the call, and the same-origin check needs only the origin.
 */
async function callBff<S extends z.ZodType>(path: string, init: RequestInit, schema?: S): Promise<BffResult<z.output<S>>> {
  try {
    const response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      referrerPolicy: "strict-origin",
      headers: { accept: "application/json", ...(init.body ? { "content-type": "application/json" } : {}) },
    });
    if (!response.ok) return { ok: false, status: response.status };
    if (!schema) return { ok: true, data: undefined as z.output<S> };
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: "unknown" };
  } catch {
    return { ok: false, status: "unknown" };
  }
}

export function requestLogin(body: LoginStart) {
  return callBff("/api/users/auth/login/", { method: "POST", body: JSON.stringify(body) }, loginResponseSchema);
}

export function requestLogout() {
  return callBff("/api/users/tokens/", { method: "DELETE" });
}

export function requestTrustedToken() {
  return callBff("/api/users/trusted-token/", { method: "POST" }, trustedTokenResponseSchema);
}
