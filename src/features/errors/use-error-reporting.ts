import { useEffect } from "react";
import { afterPageLoad } from "@/lib/after-load";
import { setErrorReporter } from "./report-error";

/**
 * Loads the browser error reporter after the page has loaded and is idle, when a DSN is
 * configured: the SDK never competes with hydration or the first interaction. Evaluating its code
 * and starting it are separate idle tasks, and it starts part by part (`startSentry`). Errors
 * before that wait in report-error's queue.
 */
export function useErrorReporting(dsn: string | null, environment: string): void {
  useEffect(() => {
    if (!dsn) return;
    // Cancels whichever stage is current: waiting for the idle moment, loading, or starting.
    let cancelled = false;
    let cancel = afterPageLoad(() => {
      void import("../../../sentry.client.config").then(({ startSentry }) => {
        if (cancelled) return;
        cancel = afterPageLoad(() => {
          cancel = startSentry({ dsn, environment }, setErrorReporter);
        });
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [dsn, environment]);
}
