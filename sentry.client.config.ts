import { addEventProcessor, addIntegration, browserTracingIntegration, captureException, captureMessage, init } from "@sentry/nextjs";
import { scrubValue } from "@/contracts/scrub";
import { prepareReport, sentryOptions } from "@/lib/error-reporting/sentry-options";
import { SENTRY_OPTIONS } from "@/lib/telemetry-constants";

/** The name of @sentry/nextjs's default browser tracing integration. */
const BROWSER_TRACING = "BrowserTracing";

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
export function initSentry(config: ClientSentryConfig) {
  init({
    ...sentryOptions(config),
    // Browser tracing (web vitals, navigation spans) is the larger half of starting the SDK: it
    // is added in a task of its own below, so neither half is a long task on a slow phone.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== BROWSER_TRACING),
    replaysSessionSampleRate: SENTRY_OPTIONS.replaysSessionSampleRate,
    replaysOnErrorSampleRate: SENTRY_OPTIONS.replaysOnErrorSampleRate,
    beforeSend: (event, hint) => {
      startReplayOnce();
      return prepareReport(event, hint);
    },
  });
  // A replay's own event (the addresses it saw, its request) skips beforeSend; event processors
  // still see it. Its recording's custom events are scrubbed as they are added (startReplayOnce).
  addEventProcessor((event) => (event.type === "replay_event" ? scrubValue(event) : event));
  setTimeout(() => addIntegration(browserTracingIntegration()), 0);
  // A string is a finding rather than a failure (a page section without its name): a message.
  return (error: unknown, context?: Record<string, unknown>) =>
    typeof error === "string" ? captureMessage(error, { level: "warning", extra: context }) : captureException(error, { extra: context });
}

let replayRequested = false;
/** rrweb's event type of the SDK's own entries in a recording. */
const REPLAY_CUSTOM_EVENT = 5;

/**
 * Replay's code (about half of the SDK) is a chunk of its own, loaded at the first error event.
 * Every page with an error gets a replay (the spec's replay-on-error rate 1), recorded from the
 * error on: the shopper's way out of it is what support needs to see.
 */
function startReplayOnce() {
  if (replayRequested || SENTRY_OPTIONS.replaysOnErrorSampleRate <= 0) return;
  replayRequested = true;
  void import("./sentry.client.replay").then(({ replayIntegration }) => {
    const replay = replayIntegration({
      maskAllText: true,
      blockAllMedia: true,
      // Custom events (breadcrumbs, navigations, requests with their URLs) scrubbed like a report;
      // DOM snapshots keep their shape, their text already masked.
      beforeAddRecordingEvent: (event) => (event.type === REPLAY_CUSTOM_EVENT ? scrubValue(event) : event),
    });
    addIntegration(replay);
    // Added after init it may already buffer (the on-error rate): flush makes it a session replay.
    void replay.flush();
  });
}
