import { jsonResponse } from "../http/responses";
import type { Route } from "../http/router";

/** What a test can ask the stand-in collector for. */
const SIGNALS = ["traces", "metrics"] as const;
type Signal = (typeof SIGNALS)[number];

/**
 * The last exports kept, the oldest going first: at most this many, and at most this many bytes of
 * bodies. Every page of the end-to-end suite exports to it, two workers at a time: 200 exports
 * were pushed out within the seconds a test waits for its own trace's last batch, so a test late
 * in the suite could not find it. A page's export is a few kilobytes, a server's batch up to a few
 * hundred.
 */
const KEPT_EXPORTS = 5_000;
const KEPT_BYTES = 128 * 1024 * 1024;

/**
 * A server's batch of spans is up to 512 spans, well past the sandbox's usual 64 KiB body: a real
 * collector takes up to 20 MiB (the OpenTelemetry Collector's default). Refused, a batch is lost
 * whole, and with it every trace it carried a span of.
 */
const EXPORT_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

interface KeptExport {
  /** When it arrived, ms since the epoch. */
  at: number;
  bytes: number;
  body: unknown;
}

/**
 * A stand-in OpenTelemetry collector under `/otel` (point the app's `OTEL_COLLECTOR_URL` at
 * `<sandbox>/otel`): it accepts OTLP JSON exports at `/otel/v1/traces` and `/otel/v1/metrics`
 * as a collector does, and keeps the last ones in memory for a person or a test to read at
 * `GET /otel/received/traces` or `/metrics`. It forwards nothing anywhere.
 */
export function collectorRoutes(): Route[] {
  const received: Record<Signal, KeptExport[]> = { traces: [], metrics: [] };
  const keptBytes: Record<Signal, number> = { traces: 0, metrics: 0 };
  const accept = (signal: Signal): Route => ({
    method: "POST",
    path: `/otel/v1/${signal}`,
    bodyLimitBytes: EXPORT_BODY_LIMIT_BYTES,
    handler: async (ctx) => {
      const kept = received[signal];
      const bytes = (await ctx.raw()).length;
      kept.push({ at: Date.now(), bytes, body: await ctx.json() });
      keptBytes[signal] += bytes;
      while (kept.length > KEPT_EXPORTS || keptBytes[signal] > KEPT_BYTES) keptBytes[signal] -= kept.shift()?.bytes ?? 0;
      // OTLP/HTTP's answer to a fully accepted export.
      return jsonResponse(200, { partialSuccess: {} });
    },
  });
  return [
    ...SIGNALS.map(accept),
    ...SIGNALS.map((signal): Route => ({
      method: "GET",
      path: `/otel/received/${signal}`,
      // `?since=<ms since the epoch>`: only what arrived from then on, so a test late in a long
      // run does not read every export before its own.
      handler: (ctx) => {
        const since = Number(ctx.url.searchParams.get("since") ?? 0) || 0;
        const bodies = received[signal].filter((item) => item.at >= since).map((item) => item.body);
        return jsonResponse(200, bodies, { "cache-control": "no-store" });
      },
    })),
  ];
}
