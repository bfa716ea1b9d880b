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
  // Every response sets a policy, and a page sets it again: the policy around the nonce is kept
  // per environment and settings, so a request only joins its nonce in (about 1 % of a render's
  // server time went to building it twice).
  let kept = keptPolicies.get(env);
  if (!kept) keptPolicies.set(env, (kept = new Map()));
  const key = `${isDev ? 1 : 0}${googlePay ? 1 : 0}${pricingApiUrl ?? ""}`;
  let halves = kept.get(key);
  if (!halves) {
    // A developer's own pricing address (dev settings) is one more key: a few at most, but never
    // an unbounded list.
    if (kept.size >= MAX_KEPT_POLICIES) kept.clear();
    halves = policyWithNonce(env, NONCE_MARK, isDev, pricingApiUrl, googlePay).split(NONCE_MARK) as [string, string];
    kept.set(key, halves);
  }
  return `${halves[0]}${nonce}${halves[1]}`;
}

/** Where the nonce goes in a kept policy: no directive's value can contain it. */
const NONCE_MARK = "\u0000nonce\u0000";
const MAX_KEPT_POLICIES = 16;
const keptPolicies = new WeakMap<Env, Map<string, [string, string]>>();

function policyWithNonce(env: Env, nonce: string, isDev: boolean, pricingApiUrl: string | undefined, googlePay: boolean): string {
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
