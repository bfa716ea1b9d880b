// The browser half of @sentry/nextjs without its browser tracing: @sentry/nextjs's client `init`
// builds and bundles tracing whatever the options, and the browser's traces are OpenTelemetry's.
import { addEventProcessor, addIntegration, captureException, captureMessage, init } from "@sentry/browser";
import { scrubValue } from "@/contracts/scrub";
import type { Reporter } from "@/features/errors/report-error";
import { startInTurn } from "@/lib/after-load";
import { prepareReport, sentryOptions } from "@/lib/error-reporting/sentry-options";
import { SENTRY_OPTIONS } from "@/lib/telemetry-constants";

interface ClientSentryConfig {
  dsn: string;
  environment: string;
}

type Integration = Parameters<typeof addIntegration>[0];

/**
 * The SDK's default integrations that start in tasks of their own after `init`, in this order:
 * wrapping the browser's timers and every event target (BrowserApiErrors), instrumenting the
 * console, clicks, fetch and history (Breadcrumbs), and starting the session (BrowserSession).
 * With them `init` was one task of 75–100 ms at 4× CPU; now it takes 30–36 ms and each of these
 * 8–21 ms. Errors are captured from `init` on; they lack only what these add until they join.
 */
const STARTED_LATER = ["BrowserApiErrors", "Breadcrumbs", "BrowserSession"] as const;

/**
 * Starts browser error reporting: `init` with the error-capturing integrations at once (the
 * reporter goes to `onReporter` then), and the rest of the SDK's defaults one task apart. Returns
 * a function that cancels the parts not started yet. `_app` imports this file lazily, and only
 * when the running configuration has a DSN, so the SDK never delays the first paint. Replay
 * starts with the page's first reported error and records from then on, with all text masked and
 * media blocked: a page view without an error never loads it or records the shopper's form.
 */
export function startSentry(config: ClientSentryConfig, onReporter: (reporter: Reporter) => void): () => void {
  const later = new Map<string, Integration>();
  const start = () => {
    init({
      ...sentryOptions(config),
      integrations: (defaults) =>
        defaults.filter((integration) => {
          const isLater = (STARTED_LATER as readonly string[]).includes(integration.name);
          if (isLater) later.set(integration.name, integration);
          return !isLater;
        }),
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
    // A string is a finding rather than a failure (a page section without its name): a message.
    onReporter((error, context) =>
      typeof error === "string" ? captureMessage(error, { level: "warning", extra: context }) : captureException(error, { extra: context }),
    );
    return noStop;
  };
  const join = (name: string) => () => {
    const integration = later.get(name);
    if (integration) addIntegration(integration);
    return noStop;
  };
  // An SDK once started stays for the page's life: stopping only cancels what has not started.
  return startInTurn([start, ...STARTED_LATER.map(join)]);
}

const noStop = () => {};

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
