/**
 * Hands an error to the error-reporting service when it is loaded; the telemetry module
 * registers the reporter so that pages never wait for the Sentry SDK.
 */
type Reporter = (error: unknown, context?: Record<string, unknown>) => void;

let reporter: Reporter | null = null;

export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (reporter) reporter(error, context);
  else if (process.env.NODE_ENV !== "test") console.error(error);
}
