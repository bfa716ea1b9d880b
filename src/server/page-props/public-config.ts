import type { PublicConfig } from "@/features/app-context";
import type { Env } from "@/server/env";

/** What the browser may know of the configuration: addresses and public ids, never secrets. */
export function publicConfig(env: Env): PublicConfig {
  return {
    appBaseUrl: env.APP_BASE_URL,
    supportEmail: env.SUPPORT_EMAIL,
    deployEnv: env.DEPLOY_ENV,
    pricingApiUrl: env.PRICING_API_URL,
    pricingTimeouts: { attemptMs: env.PRICING_API_TIMEOUT_MS, budgetMs: env.BACKEND_BUDGET_MS },
    gatewayUrl: env.GATEWAY_URL,
    sentryDsn: env.NEXT_PUBLIC_SENTRY_DSN ?? null,
    gtmId: env.GTM_ID ?? null,
    tracyProjectId: env.TRACY_PROJECT_ID ?? null,
    otelCollectorUrl: env.OTEL_COLLECTOR_URL ?? null,
    linkerDomains: env.LINKER_DOMAINS,
  };
}
