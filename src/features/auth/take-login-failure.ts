import Cookies from "js-cookie";
import type { FailureStatus } from "./auth-api";
import { LOGIN_FAILED_COOKIE } from "./login-params";

/** The failure the server left for this page (see LOGIN_FAILED_COOKIE), read once and removed. */
export function takeLoginFailure(): FailureStatus | null {
  const value = Cookies.get(LOGIN_FAILED_COOKIE);
  if (value === undefined) return null;
  Cookies.remove(LOGIN_FAILED_COOKIE, { path: "/" });
  return /^\d{3}$/.test(value) ? Number(value) : "unknown";
}
