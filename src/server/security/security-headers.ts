import { isSensitiveParam } from "@/lib/url";
import type { Env } from "@/server/env";
import { contentSecurityPolicy } from "./content-security-policy";
import { reportingEndpoints } from "./csp-report-endpoint";

export const HSTS = "max-age=63072000; includeSubDomains; preload";

/** Whether a request target's query names a sensitive parameter (a token, a code, an e-mail). */
export function carriesSensitiveParam(target: string): boolean {
  const queryAt = target.indexOf("?");
  if (queryAt < 0) return false;
  const query = target.slice(queryAt + 1).split("#")[0] ?? "";
  return query.split("&").some((pair) => {
    const name = pair.split("=")[0] ?? "";
    try {
      return isSensitiveParam(decodeURIComponent(name.replace(/\+/g, " ")));
    } catch {
      return isSensitiveParam(name);
    }
  });
}

export interface SecurityHeadersInput {
  env: Env;
  nonce: string;
  /** The request line's target: a token in it makes the response send no Referer at all. */
  target: string;
  isDev: boolean;
}

/**
 * The headers of ARCHITECTURE section 8 that every response carries (pages, /api, static files,
 * redirects, errors); a page's document sets its CSP again with the backends of its dev settings.
 */
export function securityHeaders({ env, nonce, target, isDev }: SecurityHeadersInput): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(env, nonce, isDev),
    "Reporting-Endpoints": reportingEndpoints(env.APP_BASE_URL),
    ...(env.DEPLOY_ENV === "local" ? {} : { "Strict-Transport-Security": HSTS }),
    "Referrer-Policy": carriesSensitiveParam(target) ? "no-referrer" : "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
  };
}
