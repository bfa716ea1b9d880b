import { useEffect } from "react";
import { afterPageLoad } from "@/lib/after-load";
import { setErrorReporter } from "./report-error";

/**
 * Loads the browser error reporter after the page has loaded and is idle, when a DSN is
 * configured: the SDK never competes with hydration or the first interaction. Errors before that
 * wait in report-error's queue.
 */
export function useErrorReporting(dsn: string | null, environment: string): void {
  useEffect(() => {
    if (!dsn) return;
    let cancelled = false;
    const cancelLoad = afterPageLoad(() => {
      void import("../../../sentry.client.config").then(({ initSentry }) => {
        if (!cancelled) setErrorReporter(initSentry({ dsn, environment }));
      });
    });
    return () => {
      cancelled = true;
      cancelLoad();
    };
  }, [dsn, environment]);
}
