import { z } from "zod";
import { LOG_THRESHOLDS } from "@/contracts/log";
import { DEFAULT_PRICING_TIMEOUTS, DEFAULT_SUPPORT_EMAIL } from "@/lib/config-defaults";
import { NAMED_CDN_RANGES } from "@/server/rate-limit/cdn-ranges";
import { parseProxyEntry } from "@/server/rate-limit/trusted-proxies";

export const DEPLOY_ENVS = ["production", "preprod", "staging", "review", "local"] as const;

const SANDBOX_URL = "http://localhost:4000";

const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const optionalUrl = url.optional();

/** A comma-separated list of origins; each item must be a URL, only its origin is kept. */
const originList = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const item of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    try {
      const parsed = new URL(item);
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("protocol");
      origins.push(parsed.origin);
    } catch {
      ctx.addIssue({ code: "custom", message: `"${item}" is not an http(s) origin` });
      return z.NEVER;
    }
  }
  return origins;
});

/** A comma-separated list of host names (letters, digits, dots and hyphens), kept in lower case. */
const hostList = z.string().transform((value, ctx) => {
  const hosts = value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.find((host) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host));
  if (bad !== undefined) {
    ctx.addIssue({ code: "custom", message: `"${bad}" is not a host name` });
    return z.NEVER;
  }
  return hosts;
});

/** A comma-separated list of IP addresses and CIDR ranges (IPv4 or IPv6), and of the names in `named`. */
const addressList = (named: Readonly<Record<string, readonly string[]>> = {}) =>
  z.string().transform((value, ctx) => {
    const entries = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .flatMap((entry) => named[entry.toLowerCase()] ?? [entry]);
    const bad = entries.find((entry) => parseProxyEntry(entry) === null);
    if (bad !== undefined) {
      const names = Object.keys(named);
      ctx.addIssue({
        code: "custom",
        message: `"${bad}" is not an IP address or CIDR range${names.length > 0 ? ` (or ${names.join(", ")})` : ""}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const proxyList = addressList();
const cdnRanges = addressList(NAMED_CDN_RANGES);

/** The sister sites' domains (spec section 9: six linker domains; the hosts are the brands' sites). */
export const DEFAULT_LINKER_DOMAINS = [
  "nordvpn.com",
  "nordpass.com",
  "nordlocker.com",
  "nordprotect.com",
  "incogni.com",
  "nordaccount.com",
];

const sampleRate = z.coerce
  .number({ error: "must be a number from 0 to 1" })
  .min(0, "must be a number from 0 to 1")
  .max(1, "must be a number from 0 to 1");

/** A time limit in milliseconds, from a tenth of a second to two minutes. */
const milliseconds = z.coerce
  .number({ error: "must be a number of milliseconds" })
  .int("must be a whole number of milliseconds")
  .min(100, "must be at least 100 ms")
  .max(120_000, "must be at most 120000 ms");

/**
 * Every variable of CONTRACTS section 5. All are optional locally: the defaults point the app
 * at the sandbox on this machine.
 */
export const envSchema = z.object({
  PRICING_API_URL: url.default(`${SANDBOX_URL}/graphql`),
  CHECKOUT_API_URL: url.default(SANDBOX_URL),
  GATEWAY_URL: url.default(`${SANDBOX_URL}/gateway`),
  APP_BASE_URL: url.default("http://localhost:3000"),
  GEO_COUNTRY_HEADER: z
    .string()
    .trim()
    .min(1)
    .regex(/^[A-Za-z0-9-]+$/, "must be an HTTP header name")
    .transform((name) => name.toLowerCase())
    .default("cf-ipcountry"),
  // Off unless set: the CDN header with the shopper's state or province ("CA" or "US-CA"), e.g.
  // Cloudflare's `cf-region-code`; it preselects the tax address's state in the US and Canada.
  GEO_REGION_HEADER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]*$/, "must be an HTTP header name")
    .transform((name) => name.toLowerCase() || undefined)
    .optional(),
  ALLOWED_REDIRECT_ORIGINS: originList.default([]),
  DASHBOARD_URL: url.default(`${SANDBOX_URL}/dashboard/`),
  SUPPORT_EMAIL: z.email({ error: "must be an e-mail address" }).default(DEFAULT_SUPPORT_EMAIL),
  NEXT_PUBLIC_SENTRY_DSN: optionalUrl,
  SENTRY_TRACES_SAMPLE_RATE: sampleRate.default(0),
  OTEL_COLLECTOR_URL: optionalUrl,
  /** The server log's threshold; the logger reads it itself (src/contracts/log), this only checks it at start. */
  LOG_LEVEL: z.enum(LOG_THRESHOLDS, { error: `must be one of ${LOG_THRESHOLDS.join(", ")}` }).optional(),
  TRACY_URL: optionalUrl,
  TRACY_PROJECT_ID: z.string().trim().min(3).optional(),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "must look like GTM-XXXXXXX")
    .optional(),
  /** Sister domains: attribution cookies are shared on them, and a visit from one is no referral. */
  LINKER_DOMAINS: hostList.default(DEFAULT_LINKER_DOMAINS),
  DEPLOY_ENV: z.enum(DEPLOY_ENVS, { error: `must be one of ${DEPLOY_ENVS.join(", ")}` }).default("local"),
  /** Flag values: inline JSON or a JSON file's path (src/server/feature-flags). */
  FEATURE_FLAGS_CONFIG: z.string().trim().min(1).optional(),
  /** The experiments: inline JSON or a JSON file's path (src/server/experiments). */
  EXPERIMENTS_CONFIG: z.string().trim().min(1).optional(),
  /** One try at the pricing API, the answer read included (the server's and the browser's). */
  PRICING_API_TIMEOUT_MS: milliseconds.default(DEFAULT_PRICING_TIMEOUTS.attemptMs),
  /** One call to the checkout API (an /api route, or one call of a page load within its budget). */
  CHECKOUT_API_TIMEOUT_MS: milliseconds.default(8_000),
  /** All backend calls of one page load, retries and their waits included; one price query's in the browser. */
  BACKEND_BUDGET_MS: milliseconds.default(DEFAULT_PRICING_TIMEOUTS.budgetMs),
  /**
   * How a page asks for its scripts: `after-first-layout`, through the document's one loader
   * (src/lib/document-scripts), or `next`, Next.js's own `defer` tags: the fallback should an
   * upgrade break the loader, and what the bench compares the loader with.
   */
  SCRIPT_LOADING: z.enum(["after-first-layout", "next"], { error: "must be after-first-layout or next" }).default("after-first-layout"),
  /** How long an anonymous page render is shared with identical requests (src/server/render-cache); 0 turns it off. */
  RENDER_CACHE_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(0).max(60_000).default(30_000),
  /**
   * How long a pricing answer is fresh for every render of the same query (src/server/page-props
   * prefetch-plans). Past it the API is asked again, and the last good answer stands in while it
   * is slow or failing.
   */
  PRICING_CACHE_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(1_000).max(300_000).default(30_000),
  /**
   * How long the server keeps an idle keep-alive connection (scripts/server-process-env: 65 s,
   * longer than a balancer's idle timeout). The server reads it itself; this only checks it at
   * start, as the container's server.js would otherwise fall back to Node's 5 s on a bad value.
   */
  KEEP_ALIVE_TIMEOUT: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(1_000, "must be at least 1000 ms")
    .max(3_600_000, "must be at most 3600000 ms")
    .optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  /**
   * The bearer token of the operator's status answer (GET /api/status/: each backend's state and
   * latency). Without it the route answers only where DEPLOY_ENV is local.
   */
  STATUS_TOKEN: z.string().trim().min(16, "must be at least 16 characters").optional(),
  /**
   * The proxies (load balancers, ingress) whose X-Forwarded-For hop names the next address toward
   * the shopper for rate limits; a request from anywhere else is keyed by its own socket.
   */
  TRUSTED_PROXIES: proxyList.default([]),
  /**
   * The CDN's edge ranges, or `cloudflare` for Cloudflare's published list: only a request that
   * reached the app from one of them (directly or through TRUSTED_PROXIES) has its
   * CF-Connecting-IP believed (src/server/rate-limit/trusted-proxies.ts).
   */
  CDN_RANGES: cdnRanges.default([]),
});

export type Env = z.infer<typeof envSchema>;
