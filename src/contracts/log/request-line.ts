import type { Logger } from "./logger";

/** `00-<trace id>-<parent id>-<flags>` (W3C Trace Context); an all-zero trace id is invalid. */
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}/;

/** The trace id of an incoming `traceparent` header, else a fresh one, so every line has one. */
export function traceIdOf(traceparent: string | string[] | undefined): string {
  const traceId = typeof traceparent === "string" ? TRACEPARENT.exec(traceparent.trim().toLowerCase())?.[1] : undefined;
  if (traceId && !/^0+$/.test(traceId)) return traceId;
  return crypto.randomUUID().replaceAll("-", "");
}

export interface RequestRecord {
  method: string;
  /** The path and query as requested: the logger scrubs it. */
  path: string;
  status: number;
  /** `performance.now()` when the request began. */
  startedAt: number;
  traceparent: string | string[] | undefined;
}

/** One `info` line per request: method, path without sensitive parameters, status, duration, trace id. */
export function logRequest(logger: Logger, { method, path, status, startedAt, traceparent }: RequestRecord): void {
  if (!logger.enabled("info")) return;
  const duration_ms = Math.round((performance.now() - startedAt) * 10) / 10;
  logger.info("request", { method, path, status, duration_ms, trace_id: traceIdOf(traceparent) });
}
