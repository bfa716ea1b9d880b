import { useEffect } from "react";
import { afterPageLoad, onFirstIntent } from "@/lib/after-load";
import { reportWarning, setErrorReporter, whenReportWaits } from "./report-error";

/**
 * Loads the browser error reporter, when a DSN is configured, at the first of: the shopper's
 * first intent (a tap, a click, a key), or the page's first error. A page view that ends without
 * either never downloads the SDK (about 34 KiB gzip, a fifth of the payment step's JavaScript).
 * Either way it loads after the page has loaded and is idle, so it never competes with hydration;
 * evaluating its code and starting it are separate idle tasks, and it starts part by part
 * (`startSentry`). Errors before that wait in report-error's queue: those the page reports, and
 * the window's uncaught errors and rejections, which this catches until the SDK's own handlers
 * are in place. Breadcrumbs begin when the SDK starts.
 */
export function useErrorReporting(dsn: string | null, environment: string): void {
  useEffect(() => {
    if (!dsn) return;
    // Cancels whichever stage is current: waiting for the idle moment, loading, or starting.
    let cancelled = false;
    let cancel = () => undefined as void;
    let requested = false;
    const stops: Array<() => void> = [];
    const stopWatching = () => stops.splice(0).forEach((stop) => stop());

    const load = () => {
      if (requested) return;
      requested = true;
      cancel = afterPageLoad(() => {
        void import("../../../sentry.client.config").then(({ startSentry }) => {
          if (cancelled) return;
          cancel = afterPageLoad(() => {
            cancel = startSentry({ dsn, environment }, (reporter) => {
              // The SDK's handlers have the window's errors from here on.
              stopWatching();
              setErrorReporter(reporter);
            });
          });
        });
      });
    };

    const listen = <K extends keyof WindowEventMap>(
      type: K,
      handler: (event: WindowEventMap[K]) => void,
      options: AddEventListenerOptions,
    ) => {
      window.addEventListener(type, handler, options);
      stops.push(() => window.removeEventListener(type, handler, options));
    };
    stops.push(onFirstIntent(load));
    listen("error", (event) => (reportWarning(event.error ?? event.message), load()), {});
    listen("unhandledrejection", (event) => (reportWarning(event.reason), load()), {});
    stops.push(whenReportWaits(load));

    return () => {
      cancelled = true;
      stopWatching();
      cancel();
    };
  }, [dsn, environment]);
}
