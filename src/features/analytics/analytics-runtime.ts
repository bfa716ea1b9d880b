import { startAttribution, type Landing } from "@/features/attribution";
import { startInTurn, type Start } from "@/lib/after-load";
import { readCookies, type CookieSnapshot } from "@/lib/page-cookies";
import { startAnalyticsScripts, type AnalyticsScriptsConfig } from "./analytics-scripts";
import { startClickTracking, startFormTracking } from "./dom-tracking";
import { startEventStream } from "./event-stream";
import { startScrollTracking } from "./scroll-tracking";
import type { SectionReporting } from "./section-name";

export interface AnalyticsRuntimeConfig extends Omit<AnalyticsScriptsConfig, "linkerDomains"> {
  report: SectionReporting["report"];
  /** Where the visit came from (attribution), read when the page's code first ran. */
  landing: Landing | null;
  /** The sister domains, comma-separated (a string, so a page's new props are no change). */
  linkerDomains: string;
}

/**
 * Everything tracking does beyond queueing an event, in a chunk loaded after the page: the
 * context fields and the guard (the event stream, which sends the queued events first), clicks,
 * form updates and scroll depth, the attribution cookies, then the tag manager and the second
 * service where configured. Attribution and the scripts follow the shopper's consent. Each part
 * starts in a task of its own (together they were a 15 ms task), the event stream first.
 */
export function startAnalytics({ report, landing, linkerDomains, ...scripts }: AnalyticsRuntimeConfig): () => void {
  const reporting = { report };
  const domains = linkerDomains ? linkerDomains.split(",") : [];
  const parts: Start[] = [
    startEventStream,
    () => startClickTracking(reporting),
    () => startFormTracking(reporting),
    () => startScrollTracking(reporting),
  ];
  // One reading of the cookies for both: the consent each follows, and the attribution records.
  let cookies: CookieSnapshot | undefined;
  const startCookies = () => (cookies ??= readCookies());
  if (landing)
    parts.push(() => startAttribution({ landing, countryCode: scripts.countryCode, linkerDomains: domains, cookies: startCookies() }));
  if (scripts.gtmId || (scripts.tracyUrl && scripts.tracyProjectId))
    parts.push(() => startAnalyticsScripts({ ...scripts, linkerDomains: domains }, startCookies()));
  return startInTurn(parts);
}
