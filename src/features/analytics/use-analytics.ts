import { useLayoutEffect } from "react";
import { useAfterPageLoad } from "@/lib/after-load";
import type { AnalyticsRuntimeConfig } from "./analytics-runtime";
import type { PageContextInput } from "./events";
import { setAnalyticsContext } from "./track";

/**
 * The page's analytics: its context and `page_view` for each route (a layout effect, so both come
 * before the events the page's own effects send), and after the page has loaded the analytics
 * chunk (context fields, guard, clicks, scroll, the tag manager and the second service).
 */
export function useAnalytics(
  page: PageContextInput,
  { countryCode, gtmId, tracyUrl, tracyProjectId, report, linkerDomains }: AnalyticsRuntimeConfig,
): void {
  // On every render of the app (a new route, a new query): cheap, and never stale.
  useLayoutEffect(() => setAnalyticsContext({ page }));

  useAfterPageLoad(
    () =>
      import("./analytics-runtime").then(
        ({ startAnalytics }) =>
          () =>
            startAnalytics({ countryCode, gtmId, tracyUrl, tracyProjectId, report, linkerDomains }),
      ),
    [countryCode, gtmId, tracyUrl, tracyProjectId, report, linkerDomains],
  );
}
