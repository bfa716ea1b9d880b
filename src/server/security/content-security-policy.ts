import type { Env } from "@/server/env";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./csp-report-endpoint";
import { GOOGLE_PAY_SOURCES } from "./google-pay-policy";

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

const present = (origins: readonly (string | null)[]): string[] => [
  ...new Set(origins.filter((origin): origin is string => origin !== null)),
];

/** The tag manager's script host, and where its tags send and fetch (GTM_ID configured). */
const TAG_MANAGER = "https://www.googletagmanager.com";
const TAG_MANAGER_COLLECTORS = ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

/**
 * The Content-Security-Policy of ARCHITECTURE section 8: scripts only with this response's
 * nonce (and what they load; the listed origins are for browsers without 'strict-dynamic'),
 * connections only to our own backends, the collector and the analytics services configured,
 * forms only to this app and the payment gateway (whose pages take the redirect_post
 * providers' form posts), no framing at all, and violations reported to this app. Google Pay's
 * sources only on a page that offers it (`googlePay`, google-pay-policy.ts).
 */
export function contentSecurityPolicy(
  env: Env,
  nonce: string,
  isDev: boolean,
  pricingApiUrl = env.PRICING_API_URL,
  googlePay = false,
): string {
  const gateway = originOf(env.GATEWAY_URL);
  const tracy = originOf(env.TRACY_URL);
  const tagManager = env.GTM_ID ? [TAG_MANAGER] : [];
  const collectors = env.GTM_ID ? TAG_MANAGER_COLLECTORS : [];
  const wallet = (directive: keyof typeof GOOGLE_PAY_SOURCES): readonly string[] => (googlePay ? GOOGLE_PAY_SOURCES[directive] : []);
  const backends = present([
    originOf(pricingApiUrl),
    gateway,
    originOf(env.OTEL_COLLECTOR_URL),
    originOf(env.NEXT_PUBLIC_SENTRY_DSN),
    tracy,
  ]);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...present([gateway, tracy]),
      ...tagManager,
      ...wallet("script-src"),
      ...(isDev ? ["'unsafe-eval'"] : []),
    ],
    // Only our own workers: the ICU warm-up (public/static/intl-warm-up.js). Without the directive
    // workers would fall back to script-src, where 'strict-dynamic' ignores 'self'.
    "worker-src": ["'self'"],
    // styled-components writes its rules into a <style> element at run time.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...tagManager, ...collectors, ...wallet("img-src")],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...backends, ...tagManager, ...collectors, ...wallet("connect-src"), ...(isDev ? ["ws:"] : [])],
    "frame-src": gateway || googlePay ? [...present([gateway]), ...wallet("frame-src")] : ["'none'"],
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
