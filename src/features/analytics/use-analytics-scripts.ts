import { useAfterPageLoad } from "@/lib/after-load";
import type { AnalyticsScriptsConfig } from "./analytics-scripts";

/** Starts the tag manager and the second analytics service after the page has loaded (a chunk of its own). */
export function useAnalyticsScripts({ countryCode, gtmId, tracyUrl, tracyProjectId }: AnalyticsScriptsConfig): void {
  useAfterPageLoad(
    gtmId || (tracyUrl && tracyProjectId)
      ? () => import("./analytics-scripts").then(({ startAnalyticsScripts }) => () => startAnalyticsScripts({ countryCode, gtmId, tracyUrl, tracyProjectId }))
      : null,
    [countryCode, gtmId, tracyUrl, tracyProjectId],
  );
}
