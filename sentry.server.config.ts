import * as Sentry from "@sentry/nextjs";
import { serverSentryOptions } from "@/lib/error-reporting/sentry-options";
import { getEnv } from "@/server/env";

const env = getEnv();

// Imported once, by src/server/log/server-sentry.ts: at the first report, or at start when tracing
// is on. Off without a DSN: local runs and tests report nothing anywhere. The DSN is read when the
// server starts, so one build serves every environment.
if (env.NEXT_PUBLIC_SENTRY_DSN) {
  Sentry.init({
    ...serverSentryOptions({ dsn: env.NEXT_PUBLIC_SENTRY_DSN, environment: env.DEPLOY_ENV }),
    ...(env.SENTRY_TRACES_SAMPLE_RATE > 0 ? { tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE } : {}),
    // Uncaught errors and unhandled rejections are reported by the listeners of startErrorReporting
    // (src/server/log/server-sentry.ts), there from the server's start, before this SDK is loaded;
    // the SDK's own listeners would report them twice.
    integrations: (defaults) => defaults.filter(({ name }) => name !== "OnUncaughtException" && name !== "OnUnhandledRejection"),
    enableOpenTelemetrySetup: false,
    // Its channel hooks serve Express, Fastify and the like, which Next.js is not; they only warned.
    enableRuntimeChannelInjection: false,
  });
}
