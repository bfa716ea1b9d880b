import { useEffect } from "react";
import { setErrorReporter } from "./report-error";

/** Loads the browser error reporter after the page is interactive, when a DSN is configured. */
export function useErrorReporting(dsn: string | null, environment: string): void {
  useEffect(() => {
    if (!dsn) return;
    let cancelled = false;
    void import("../../../sentry.client.config").then(({ initSentry }) => {
      if (!cancelled) setErrorReporter(initSentry({ dsn, environment }));
    });
    return () => {
      cancelled = true;
    };
  }, [dsn, environment]);
}
