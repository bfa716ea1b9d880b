import { addIntegration, captureException, init } from "@sentry/nextjs";
import { scrubValue } from "@/lib/scrub";
import { IGNORED_ERROR_MESSAGES, RELEASE_VERSION, SENTRY_OPTIONS } from "@/lib/telemetry-constants";

interface ClientSentryConfig {
  dsn: string;
  environment: string;
}

/**
 * Starts browser error reporting. `_app` imports this file lazily, and only when the running
 * configuration has a DSN, so the SDK never delays the first paint. Replays record only around
 * errors, with all text masked and media blocked.
 */
export function initSentry({ dsn, environment }: ClientSentryConfig) {
  init({
    dsn,
    environment,
    release: `checkout@${RELEASE_VERSION}`,
    maxBreadcrumbs: SENTRY_OPTIONS.maxBreadcrumbs,
    normalizeDepth: SENTRY_OPTIONS.normalizeDepth,
    maxValueLength: SENTRY_OPTIONS.maxValueLength,
    replaysSessionSampleRate: SENTRY_OPTIONS.replaysSessionSampleRate,
    replaysOnErrorSampleRate: SENTRY_OPTIONS.replaysOnErrorSampleRate,
    ignoreErrors: IGNORED_ERROR_MESSAGES,
    beforeSend: (event) => scrubValue(event),
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb),
  });
  startReplayWhenIdle();
  return (error: unknown, context?: Record<string, unknown>) => captureException(error, { extra: context });
}

/** Replay's code arrives in its own chunk, evaluated in the next idle moment (Sentry's lazy-loading pattern). */
function startReplayWhenIdle() {
  const start = () =>
    void import("./sentry.client.replay").then(({ replayIntegration }) => {
      addIntegration(replayIntegration({ maskAllText: true, blockAllMedia: true }));
    });
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 5_000 });
  else setTimeout(start, 1_000);
}
