/**
 * Hands an error to the error-reporting service when it is loaded (a string is reported as a
 * message); `useErrorReporting` registers the reporter once the SDK has started, so pages never
 * wait for it.
 */
export type Reporter = (error: unknown, context?: Record<string, unknown>) => void;

let reporter: Reporter | null = null;
/** Errors from before the reporter loaded (it loads after the page): the first few are kept. */
const MAX_EARLY_ERRORS = 10;
let early: Array<[unknown, Record<string, unknown> | undefined]> = [];

/** Told once when the first report has to wait for a reporter (so that one can be loaded for it). */
let onFirstWaiting: (() => void) | null = null;

/** Calls `listener` when a report waits for a reporter (at once if one waits already); returns a stop. */
export function whenReportWaits(listener: () => void): () => void {
  if (early.length > 0) {
    listener();
    return () => undefined;
  }
  onFirstWaiting = listener;
  return () => {
    if (onFirstWaiting === listener) onFirstWaiting = null;
  };
}

export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
  const waiting = early;
  early = [];
  if (next) for (const [error, context] of waiting) next(error, context);
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  // The browser's console is the report of last resort, until (or unless) a reporter is loaded.
  // eslint-disable-next-line no-console
  if (!reportWarning(error, context) && process.env.NODE_ENV !== "test") console.error(error);
}

/**
 * Hands a notice to error reporting (a section left unnamed, spec section 8) like an error, but
 * never as a console error: it says something about our markup, not about the shopper's page.
 * True when the reporter took it at once.
 */
export function reportWarning(notice: unknown, context?: Record<string, unknown>): boolean {
  if (reporter) {
    reporter(notice, context);
    return true;
  }
  if (early.length < MAX_EARLY_ERRORS) early.push([notice, context]);
  const waiting = onFirstWaiting;
  onFirstWaiting = null;
  waiting?.();
  return false;
}
