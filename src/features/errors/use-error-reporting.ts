import { useEffect } from "react";
import { afterPageLoad } from "@/lib/after-load";
import { setErrorReporter } from "./report-error";

/**
 * Loads the browser error reporter after the page has loaded and is idle, when a DSN is
 * configured: the SDK never competes with hydration or the first interaction. Evaluating its code
 * and starting it are two idle tasks, not one long one. Errors before that wait in
 * report-error's queue.
 */
export function useErrorReporting(dsn: string | null, environment: string): void {
  useEffect(() => {
    if (!dsn) return;
    let cancelled = false;
    let cancelStart = () => {};
    const cancelLoad = afterPageLoad(() => {
      void import("../../../sentry.client.config").then(({ initSentry }) => {
        if (cancelled) return;
        cancelStart = afterPageLoad(() => setErrorReporter(initSentry({ dsn, environment })));
      });
    });
    return () => {
      cancelled = true;
      cancelLoad();
      cancelStart();
    };
  }, [dsn, environment]);
}
