import { logger } from "./logger";
import { reportToSentry } from "./server-sentry";

/**
 * A server-side finding for error tracking (a warning, grouped by `fingerprint`) and the log. The
 * SDK is only loaded when a DSN is configured, and started by the first report.
 * Settles once the warning is handed over; callers need not wait.
 */
export async function reportServerWarning(message: string, fingerprint: string): Promise<void> {
  logger.warn(message, { fingerprint });
  await reportToSentry(({ captureMessage }) => captureMessage(message, { level: "warning", fingerprint: [fingerprint] }));
}
