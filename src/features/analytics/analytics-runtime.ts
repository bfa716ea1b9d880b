import { startInTurn, type Start } from "@/lib/after-load";
import type { AnalyticsScriptsConfig } from "./analytics-scripts";
import { startDomTrackingOnIntent } from "./dom-tracking-on-intent";
import { startEventStream } from "./event-stream";
import { startScrollTracking } from "./scroll-tracking";
import type { SectionReporting } from "./section-name";

export interface AnalyticsRuntimeConfig extends Omit<AnalyticsScriptsConfig, "linkerDomains"> {
  report: SectionReporting["report"];
  /** The sister domains, comma-separated (a string, so a page's new props are no change). */
  linkerDomains: string;
}

/**
 * Everything tracking does beyond queueing an event, in a chunk loaded after the page: the
 * context fields and the guard (the event stream, which sends the queued events first), scroll
 * depth, clicks and form updates (their code at the shopper's first tap or key), then the tag
 * manager and the second service, their code loaded only where one is configured, as the
 * shopper's consent allows. Each part starts in a task of its own (together they were a
 * 15 ms task), the event stream first. The attribution records come with the page's response
 * (src/server/attribution).
 */
export function startAnalytics({ report, linkerDomains, ...scripts }: AnalyticsRuntimeConfig): () => void {
  const reporting = { report };
  const domains = linkerDomains ? linkerDomains.split(",") : [];
  const parts: Start[] = [startEventStream, () => startDomTrackingOnIntent(reporting), () => startScrollTracking(reporting)];
  // The scripts' code (and the consent rules they follow) only where a service is configured.
  if (scripts.gtmId || (scripts.tracyUrl && scripts.tracyProjectId)) {
    parts.push(() => {
      let stop: (() => void) | undefined;
      let stopped = false;
      void import("./analytics-scripts").then(({ startAnalyticsScripts }) => {
        if (!stopped) stop = startAnalyticsScripts({ ...scripts, linkerDomains: domains });
      });
      return () => {
        stopped = true;
        stop?.();
      };
    });
  }
  return startInTurn(parts);
}
