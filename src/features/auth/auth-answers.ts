import type { LoginResponse, TrustedTokenResponse } from "@/contracts/checkout-api";
import { isRecord, isString, isUrl } from "@/lib/guards";

/** POST /api/users/auth/login/: where the browser goes next (the identity provider). */
export function isLoginAnswer(value: unknown): value is LoginResponse {
  return isRecord(value) && isUrl(value.redirect_uri);
}

/** POST /api/users/trusted-token/: the owner and a fresh token for the dashboard handoff. */
export function isTrustedTokenAnswer(value: unknown): value is TrustedTokenResponse {
  return isRecord(value) && isString(value.owner_id) && isString(value.token);
}
