import { context, propagation } from "@opentelemetry/api";

/**
 * The headers that carry the current trace to a backend (`traceparent`, and `baggage` when
 * there is any); none when telemetry is off, since no propagator is registered then.
 */
export function traceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}
