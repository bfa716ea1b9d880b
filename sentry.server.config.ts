import * as Sentry from "@sentry/nextjs";
import { scrubValue } from "@/lib/scrub";
import { IGNORED_ERROR_MESSAGES, RELEASE_VERSION, SENTRY_OPTIONS } from "@/lib/telemetry-constants";
import { getEnv } from "@/server/env";

const env = getEnv();

// Off without a DSN: local runs and tests report nothing anywhere.
if (env.NEXT_PUBLIC_SENTRY_DSN) {
  Sentry.init({
    dsn: env.NEXT_PUBLIC_SENTRY_DSN,
    environment: env.DEPLOY_ENV,
    release: `checkout@${RELEASE_VERSION}`,
    ...(env.SENTRY_TRACES_SAMPLE_RATE > 0 ? { tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE } : {}),
    maxBreadcrumbs: SENTRY_OPTIONS.maxBreadcrumbs,
    normalizeDepth: SENTRY_OPTIONS.normalizeDepth,
    maxValueLength: SENTRY_OPTIONS.maxValueLength,
    ignoreErrors: IGNORED_ERROR_MESSAGES,
    enableOpenTelemetrySetup: false,
    // Its channel hooks serve Express, Fastify and the like, which Next.js is not; they only warned.
    enableRuntimeChannelInjection: false,
    beforeSend: (event) => scrubValue(event),
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb),
  });
}
