import { startInTurn, type Start } from "@/lib/after-load";
import { readCookies } from "@/lib/page-cookies";
import { startAnalyticsScripts, type AnalyticsScriptsConfig } from "./analytics-scripts";
import { startClickTracking, startFormTracking } from "./dom-tracking";
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
 * context fields and the guard (the event stream, which sends the queued events first), clicks,
 * form updates and scroll depth, then the tag manager and the second service where configured,
 * as the shopper's consent allows. Each part starts in a task of its own (together they were a
 * 15 ms task), the event stream first. The attribution records come with the page's response
 * (src/server/attribution).
 */
export function startAnalytics({ report, linkerDomains, ...scripts }: AnalyticsRuntimeConfig): () => void {
  const reporting = { report };
  const domains = linkerDomains ? linkerDomains.split(",") : [];
  const parts: Start[] = [
    startEventStream,
    () => startClickTracking(reporting),
    () => startFormTracking(reporting),
    () => startScrollTracking(reporting),
  ];
  if (scripts.gtmId || (scripts.tracyUrl && scripts.tracyProjectId))
    parts.push(() => startAnalyticsScripts({ ...scripts, linkerDomains: domains }, readCookies()));
  return startInTurn(parts);
}
