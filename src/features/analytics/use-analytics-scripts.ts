import { useEffect } from "react";
import { afterPageLoad } from "@/lib/after-load";
import type { AnalyticsScriptsConfig } from "./analytics-scripts";

/** Starts the tag manager and the second analytics service after the page has loaded (a chunk of its own). */
export function useAnalyticsScripts({ countryCode, gtmId, tracyUrl, tracyProjectId }: AnalyticsScriptsConfig): void {
  useEffect(() => {
    if (!gtmId && !(tracyUrl && tracyProjectId)) return;
    let active = true;
    let stop = () => {};
    const cancel = afterPageLoad(
      () =>
        void import("./analytics-scripts").then(({ startAnalyticsScripts }) => {
          if (active) stop = startAnalyticsScripts({ countryCode, gtmId, tracyUrl, tracyProjectId });
        }),
    );
    return () => {
      active = false;
      cancel();
      stop();
    };
  }, [countryCode, gtmId, tracyUrl, tracyProjectId]);
}
