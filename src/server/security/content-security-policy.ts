import type { Env } from "@/server/env";

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Google Pay's payment method manifest: asking the Payment Request API whether this browser can
 * pay with Google Pay (the express button) makes the browser fetch it under the page's policy.
 */
const GOOGLE_PAY_MANIFEST = "https://google.com/pay";

/**
 * The Content-Security-Policy of ARCHITECTURE section 8: scripts only with this response's
 * nonce (and what they load), connections only to our own backends (and Google Pay's manifest),
 * and no framing at all.
 */
export function contentSecurityPolicy(env: Env, nonce: string, isDev: boolean, pricingApiUrl = env.PRICING_API_URL): string {
  const backends = [pricingApiUrl, env.GATEWAY_URL, env.OTEL_COLLECTOR_URL, env.NEXT_PUBLIC_SENTRY_DSN, env.TRACY_URL]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  const gateway = originOf(env.GATEWAY_URL);
  const scriptSrc = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(isDev ? ["'unsafe-eval'"] : [])];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scriptSrc,
    // styled-components writes its rules into a <style> element at run time.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...new Set(backends), GOOGLE_PAY_MANIFEST, ...(isDev ? ["ws:"] : [])],
    "frame-src": gateway ? [gateway] : ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
