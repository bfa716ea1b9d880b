import { jsonResponse } from "../http/responses";
import type { Route } from "../http/router";

/** What a test can ask the stand-in collector for. */
const SIGNALS = ["traces", "metrics"] as const;
type Signal = (typeof SIGNALS)[number];

/**
 * The last exports kept, the oldest going first. Every page of the end-to-end suite exports to
 * it, two workers at a time: 200 exports were pushed out within the seconds a test waits for its
 * own trace's last batch, so a test late in the suite could not find it. Each export is a few
 * kilobytes.
 */
const KEPT_EXPORTS = 5_000;

/**
 * A stand-in OpenTelemetry collector under `/otel` (point the app's `OTEL_COLLECTOR_URL` at
 * `<sandbox>/otel`): it accepts OTLP JSON exports at `/otel/v1/traces` and `/otel/v1/metrics`
 * as a collector does, and keeps the last ones in memory for a person or a test to read at
 * `GET /otel/received/traces` or `/metrics`. It forwards nothing anywhere.
 */
export function collectorRoutes(): Route[] {
  const received: Record<Signal, unknown[]> = { traces: [], metrics: [] };
  const accept = (signal: Signal): Route => ({
    method: "POST",
    path: `/otel/v1/${signal}`,
    handler: async (ctx) => {
      const kept = received[signal];
      kept.push(await ctx.json());
      if (kept.length > KEPT_EXPORTS) kept.splice(0, kept.length - KEPT_EXPORTS);
      // OTLP/HTTP's answer to a fully accepted export.
      return jsonResponse(200, { partialSuccess: {} });
    },
  });
  return [
    ...SIGNALS.map(accept),
    ...SIGNALS.map((signal): Route => ({
      method: "GET",
      path: `/otel/received/${signal}`,
      handler: () => jsonResponse(200, received[signal], { "cache-control": "no-store" }),
    })),
  ];
}
