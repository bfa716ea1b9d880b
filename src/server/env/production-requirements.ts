import type { Env } from "./env-schema";

/**
 * What a production server must be told rather than fall back to: each setting and why. The
 * defaults point at the local sandbox or leave a protection off, which is right on a developer's
 * machine and wrong in production. Production runs more than one replica (deploy/k8s: 2 to 10),
 * so the replicas' shared rate-limit counters are required too.
 */
const REQUIRED_IN_PRODUCTION: ReadonlyArray<[name: keyof Env & string, why: string]> = [
  ["PRICING_API_URL", "the pricing API (the default is the local sandbox)"],
  ["CHECKOUT_API_URL", "the checkout API (the default is the local sandbox)"],
  ["GATEWAY_URL", "the payment gateway (the default is the local sandbox)"],
  ["APP_BASE_URL", "the checkout's own public address, for return URLs and the allowed Origin"],
  ["DASHBOARD_URL", "the account dashboard the account links lead to"],
  ["ALLOWED_REDIRECT_ORIGINS", "the sister sites success_uri and redirect_uri may lead back to"],
  ["TRUSTED_PROXIES", "the load balancers in front, or every shopper shares one rate-limit address"],
  ["REDIS_URL", "the rate-limit counters the replicas share"],
  ["NEXT_PUBLIC_SENTRY_DSN", "error tracking"],
];

/**
 * The settings production lacks, one line each with what it is for; none outside production.
 * Read from the raw environment: a setting left to its default counts as missing.
 */
export function productionProblems(source: Record<string, string | undefined>): string[] {
  if (source.DEPLOY_ENV?.trim() !== "production") return [];
  return REQUIRED_IN_PRODUCTION.filter(([name]) => !source[name]?.trim()).map(([name, why]) => `${name}: production needs it set: ${why}`);
}
