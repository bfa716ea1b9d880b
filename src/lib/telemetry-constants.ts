/** Constants of spec sections 1 and 9 shared by the error reporter and the telemetry SDK. */
export const SERVICE_NAME = "checkout-web-app";
/** The app server's spans: the same app, its server side. */
export const SERVER_SERVICE_NAME = "checkout-web-app-server";
export const SERVICE_NAMESPACE = "checkout";
export const RELEASE_VERSION = "5.101.0";

/**
 * Error reporting (spec section 9). The 102400 bytes bound a report's normalised data (contexts
 * and extra data) as a whole, as Sentry's own normaliser does, not the length of one string.
 */
export const SENTRY_OPTIONS = {
  maxBreadcrumbs: 50,
  normalizeDepth: 3,
  normalizeMaxBreadth: 1_000,
  normalizedMaxBytes: 102_400,
  maxChildSpans: 1_000,
  contextAttachmentChars: 8_000,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 1,
} as const;

/** Failed requests that say nothing about our code (spec section 8): not reported. */
export const IGNORED_ERROR_MESSAGES = ["Network request failed", "Aborted", "Failed to fetch"];

/** OpenTelemetry in the browser (spec sections 7 and 9). */
export const TELEMETRY_OPTIONS = {
  tracesPath: "/v1/traces",
  metricsPath: "/v1/metrics",
  metricExportIntervalMs: 300_000,
  batch: { maxExportBatchSize: 512, maxQueueSize: 2048, scheduledDelayMillis: 5_000, exportTimeoutMillis: 30_000 },
  exporterTimeoutMs: 10_000,
  flushTimeoutMs: 30_000,
} as const;
