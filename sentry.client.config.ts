import { addIntegration, captureException, captureMessage, init } from "@sentry/nextjs";
import { scrubValue } from "@/lib/scrub";
import { IGNORED_ERROR_MESSAGES, RELEASE_VERSION, SENTRY_OPTIONS } from "@/lib/telemetry-constants";

interface ClientSentryConfig {
  dsn: string;
  environment: string;
}

/**
 * Starts browser error reporting. `_app` imports this file lazily, and only when the running
 * configuration has a DSN, so the SDK never delays the first paint. Replay starts with the
 * page's first reported error and records from then on, with all text masked and media blocked:
 * a page view without an error never loads it or records the shopper's form.
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
    beforeSend: (event) => {
      startReplayOnce();
      return scrubValue(event);
    },
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb),
  });
  // A string is a finding rather than a failure (a page section without its name): a message.
  return (error: unknown, context?: Record<string, unknown>) =>
    typeof error === "string" ? captureMessage(error, { level: "warning", extra: context }) : captureException(error, { extra: context });
}

let replayRequested = false;

/**
 * Replay's code (about half of the SDK) is a chunk of its own, loaded at the first error event.
 * Every page with an error gets a replay (the spec's replay-on-error rate 1), recorded from the
 * error on: the shopper's way out of it is what support needs to see.
 */
function startReplayOnce() {
  if (replayRequested || SENTRY_OPTIONS.replaysOnErrorSampleRate <= 0) return;
  replayRequested = true;
  void import("./sentry.client.replay").then(({ replayIntegration }) => {
    const replay = replayIntegration({ maskAllText: true, blockAllMedia: true });
    addIntegration(replay);
    // Added after init it may already buffer (the on-error rate): flush makes it a session replay.
    void replay.flush();
  });
}
