import { localizePath } from "@/lib/locale";
import { isRenderNeutralParam, isSensitiveParam, removeQueryParams } from "@/lib/url";

/**
 * Parameters that only start a login. Once a login has started they are spent: the page the
 * shopper returns to must not carry them, or it would log in (or try to) all over again.
 */
export const LOGIN_PARAMS = ["force_login", "owner_id", "login_target"] as const;

const loginParams = new Set<string>(LOGIN_PARAMS);

/** The URL without the sensitive parameters (spec 2.2) and the login parameters. */
export function withoutLoginParams(url: string): string {
  return removeQueryParams(url, (name) => isSensitiveParam(name) || loginParams.has(name));
}

/**
 * Where the header's "Log in" link leads without script: `/login/`, back to this page after. The
 * way back leaves out click ids, which the server renders without (src/lib/url/render-neutral-params.ts)
 * and attribution has read from the landing address.
 */
export function loginHref(asPath: string, locale: string): string {
  const back = removeQueryParams(asPath, (name) => isSensitiveParam(name) || loginParams.has(name) || isRenderNeutralParam(name));
  return `/login/?login_target=${encodeURIComponent(localizePath(back, locale))}`;
}

/**
 * A short-lived, httpOnly cookie the server sets when a login it ran failed (a refused state or
 * code exchange): it holds only the HTTP status or "unknown", and the server turns it into the
 * props of the page the shopper lands on, which reports it and shows the notice.
 */
export const LOGIN_FAILED_COOKIE = "login_failed";
