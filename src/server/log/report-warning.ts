import { logger } from "./logger";
import { serverSentry } from "./server-sentry";

/**
 * A server-side finding for error tracking (a warning, grouped by `fingerprint`) and the log. The
 * SDK is only loaded when a DSN is configured, and started by the first report.
 * Settles once the warning is handed over; callers need not wait.
 */
export async function reportServerWarning(message: string, fingerprint: string): Promise<void> {
  logger.warn(message, { fingerprint });
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  try {
    const { captureMessage } = await serverSentry();
    captureMessage(message, { level: "warning", fingerprint: [fingerprint] });
  } catch (error) {
    // Reporting never fails a request; the line above already says what happened.
    logger.error("error reporting unavailable", { error: error instanceof Error ? error.message : String(error) });
  }
}
