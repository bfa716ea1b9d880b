import { z } from "zod";
import type { Env } from "@/server/env";
import { reportServerWarning } from "@/server/log";

export const DEV_SETTINGS_COOKIE = "dev_settings";
/** Error tracking groups every such warning under this fingerprint. */
export const DEV_SETTINGS_IN_PROD = "runtime-dev-settings-in-prod";

/** The services config of spec section 3: both optional, both valid URLs. */
const servicesSchema = z
  .object({
    pricingApi: z.url({ protocol: /^https?$/ }).optional(),
    checkoutApi: z.url({ protocol: /^https?$/ }).optional(),
  })
  .strict();

export interface Services {
  pricingApiUrl: string;
  checkoutApiUrl: string;
}

/** Local machines, plus the origins the deployment already trusts. */
function isAllowedOrigin(url: string, env: Env): boolean {
  const { origin, hostname } = new URL(url);
  return hostname === "localhost" || hostname === "127.0.0.1" || env.ALLOWED_REDIRECT_ORIGINS.includes(origin);
}

/**
 * The backends for one request. Outside production a developer's `dev_settings` cookie may
 * point the pricing and checkout APIs elsewhere, but only at allow-listed origins, so the cookie
 * can never make the server call an arbitrary host. In production it is ignored (and reported
 * by `reportDevSettingsInProduction`).
 */
export function resolveServices(cookie: string | undefined, env: Env): Services {
  const defaults = { pricingApiUrl: env.PRICING_API_URL, checkoutApiUrl: env.CHECKOUT_API_URL };
  if (!cookie) return defaults;
  if (env.DEPLOY_ENV === "production") return defaults;
  let parsed: z.infer<typeof servicesSchema>;
  try {
    parsed = servicesSchema.parse(JSON.parse(cookie));
  } catch {
    return defaults;
  }
  return {
    pricingApiUrl: parsed.pricingApi && isAllowedOrigin(parsed.pricingApi, env) ? parsed.pricingApi : defaults.pricingApiUrl,
    checkoutApiUrl: parsed.checkoutApi && isAllowedOrigin(parsed.checkoutApi, env) ? parsed.checkoutApi : defaults.checkoutApiUrl,
  };
}

/** At most one warning this often: anyone can send the cookie on every request. */
export const DEV_SETTINGS_WARNING_EVERY_MS = 60_000;

const reported = { at: -Infinity, ignored: 0 };

/**
 * A `dev_settings` cookie in production means a developer setting leaked to a shopper's browser
 * (or someone is probing): a warning for error tracking and the log, never the cookie's value. At
 * most one a minute per process, counting the requests that carried one since the last, so that
 * nobody can flood the log with it.
 */
export async function reportDevSettingsInProduction(cookie: string | undefined, env: Env, now = Date.now()): Promise<void> {
  if (cookie === undefined || env.DEPLOY_ENV !== "production") return;
  reported.ignored += 1;
  if (now - reported.at < DEV_SETTINGS_WARNING_EVERY_MS) return;
  const ignored = reported.ignored;
  reported.at = now;
  reported.ignored = 0;
  await reportServerWarning(
    `${DEV_SETTINGS_IN_PROD}: ${DEV_SETTINGS_COOKIE} cookies ignored on ${ignored} ${ignored === 1 ? "request" : "requests"} since the last warning`,
    DEV_SETTINGS_IN_PROD,
  );
}
