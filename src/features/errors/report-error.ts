/**
 * Hands an error to the error-reporting service when it is loaded (a string is reported as a
 * message); the telemetry module registers the reporter so that pages never wait for the Sentry SDK.
 */
type Reporter = (error: unknown, context?: Record<string, unknown>) => void;

let reporter: Reporter | null = null;
/** Errors from before the reporter loaded (it loads after the page): the first few are kept. */
const MAX_EARLY_ERRORS = 10;
let early: Array<[unknown, Record<string, unknown> | undefined]> = [];

export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
  const waiting = early;
  early = [];
  if (next) for (const [error, context] of waiting) next(error, context);
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (reporter) {
    reporter(error, context);
    return;
  }
  if (early.length < MAX_EARLY_ERRORS) early.push([error, context]);
  if (process.env.NODE_ENV !== "test") console.error(error);
}
