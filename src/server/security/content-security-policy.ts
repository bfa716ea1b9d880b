import type { Env } from "@/server/env";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./csp-report-endpoint";

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

const present = (origins: readonly (string | null)[]): string[] => [...new Set(origins.filter((origin): origin is string => origin !== null))];

/**
 * Google Pay's payment method manifest: asking the Payment Request API whether this browser can
 * pay with Google Pay (the express button) makes the browser fetch it under the page's policy.
 */
const GOOGLE_PAY_MANIFEST = "https://google.com/pay";

/** The tag manager's script host, and where its tags send and fetch (GTM_ID configured). */
const TAG_MANAGER = "https://www.googletagmanager.com";
const TAG_MANAGER_COLLECTORS = ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

/**
 * The Content-Security-Policy of ARCHITECTURE section 8: scripts only with this response's
 * nonce (and what they load; the listed origins are for browsers without 'strict-dynamic'),
 * connections only to our own backends, the collector and the analytics services configured,
 * forms only to this app and the payment gateway (whose pages take the redirect_post
 * providers' form posts), no framing at all, and violations reported to this app.
 */
export function contentSecurityPolicy(env: Env, nonce: string, isDev: boolean, pricingApiUrl = env.PRICING_API_URL): string {
  const gateway = originOf(env.GATEWAY_URL);
  const tracy = originOf(env.TRACY_URL);
  const tagManager = env.GTM_ID ? [TAG_MANAGER] : [];
  const collectors = env.GTM_ID ? TAG_MANAGER_COLLECTORS : [];
  const backends = present([originOf(pricingApiUrl), gateway, originOf(env.OTEL_COLLECTOR_URL), originOf(env.NEXT_PUBLIC_SENTRY_DSN), tracy]);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...present([gateway, tracy]), ...tagManager, ...(isDev ? ["'unsafe-eval'"] : [])],
    // styled-components writes its rules into a <style> element at run time.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...tagManager, ...collectors],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...backends, ...tagManager, ...collectors, GOOGLE_PAY_MANIFEST, ...(isDev ? ["ws:"] : [])],
    "frame-src": gateway ? [gateway] : ["'none'"],
    "form-action": ["'self'", ...present([gateway])],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "report-uri": [CSP_REPORT_PATH],
    "report-to": [CSP_REPORT_GROUP],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
