import type { Instrumentation } from "next";

/**
 * Runs once when the server starts: pages render with React's Node.js build
 * (src/server/react-build), a bad environment stops it here with every bad variable named, request
 * lines that are not a path get a 400 (never a redirect echoing them), every response gets the
 * security headers (CSP, HSTS outside local, COOP, ...), tracing starts when a collector is
 * configured and error reporting when a DSN is (its SDK loaded at the first report).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before the first render asks Next.js's Pages Router for React's server build.
  const { renderWithReactNodeBuild } = await import("@/server/react-build");
  if (renderWithReactNodeBuild() !== "node") {
    const { logger } = await import("@/server/log");
    logger.warn("React's Edge build was loaded before the server started: pages render with it, the slower build");
  }
  const { exitOnBadEnv } = await import("@/server/env/exit-on-bad-env");
  exitOnBadEnv();
  const { exitOnBadConfig } = await import("@/server/config/exit-on-bad-config");
  exitOnBadConfig();
  const { guardRequestTargets } = await import("@/server/request/request-target-guard");
  guardRequestTargets();
  // Installed after the guard so it runs first: the guard's 400 carries the headers too.
  const { secureResponses } = await import("@/server/security/secure-responses");
  secureResponses();
  // OpenTelemetry only with a collector to send to, read at run time like the browser's.
  const { getEnv } = await import("@/server/env");
  const env = getEnv();
  if (env.OTEL_COLLECTOR_URL)
    (await import("@/server/telemetry/server-telemetry")).startServerTelemetry(env.OTEL_COLLECTOR_URL, env.DEPLOY_ENV);
  // Error reporting only with a DSN to report to, and its SDK loaded at the first report: tracing
  // alone needs it from the start (src/server/log/server-sentry.ts).
  if (env.NEXT_PUBLIC_SENTRY_DSN) {
    const { startErrorReporting } = await import("@/server/log/server-sentry");
    await startErrorReporting({ tracing: env.SENTRY_TRACES_SAMPLE_RATE > 0 });
  }
}

// The runtime check comes first, as in register(), so the Edge build drops the Node-only import.
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs" || !process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  const { reportToSentry } = await import("@/server/log/server-sentry");
  await reportToSentry(({ captureRequestError }) => captureRequestError(error, request, context));
};
