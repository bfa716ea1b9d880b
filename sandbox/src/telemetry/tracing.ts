import type { IncomingMessage, ServerResponse } from "node:http";
import { context, propagation, SpanKind, SpanStatusCode, trace, type Tracer } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import type { SandboxDatabase } from "../db/database";

export const SANDBOX_SERVICE_NAME = "checkout-sandbox";

export interface SandboxTracing {
  tracer: Tracer;
  close(): Promise<void>;
}

/**
 * The sandbox's spans, as a real backend would send them: each request continues the trace in
 * its `traceparent` (the app server's), and each database write is a span inside it, so one
 * purchase is one trace from the shopper's click to the row written. They go to
 * `{collectorUrl}/v1/traces`; the process's global OpenTelemetry is the sandbox's, as it is
 * when `npm start` runs it.
 */
export function startSandboxTracing(collectorUrl: string): SandboxTracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": SANDBOX_SERVICE_NAME, "service.namespace": "checkout" }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${collectorUrl.replace(/\/$/, "")}/v1/traces` }), {
        scheduledDelayMillis: 1_000,
      }),
    ],
  });
  provider.register();
  return {
    tracer: provider.getTracer(SANDBOX_SERVICE_NAME),
    close: async () => {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * A server span per request, a child of the caller's trace when it sent one. The span is named
 * by method and path, never the query, which may carry what a shopper typed. The collector's own
 * routes are not traced: exporting would trace itself.
 */
export function tracedHandler(handler: Handler, tracer: Tracer): Handler {
  return (req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (path.startsWith("/otel/")) return handler(req, res);
    const method = req.method ?? "GET";
    const parent = propagation.extract(context.active(), req.headers);
    const attributes = { "http.request.method": method, "url.path": path };
    return tracer.startActiveSpan(`${method} ${path}`, { kind: SpanKind.SERVER, attributes }, parent, async (span) => {
      try {
        await handler(req, res);
        span.setAttribute("http.response.status_code", res.statusCode);
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      } finally {
        span.end();
      }
    });
  };
}

const WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i;
const TABLE = /\b(?:INTO|UPDATE|FROM)\s+["`]?(\w+)/i;

/**
 * Each write statement's run in a request is a span of it ("INSERT orders"), with the
 * table and operation and never the values.
 */
export function traceDatabaseWrites(db: SandboxDatabase, tracer: Tracer): void {
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => {
    const statement = prepare(source);
    const operation = WRITE.exec(source)?.[1]?.toUpperCase();
    if (!operation) return statement;
    const table = TABLE.exec(source)?.[1] ?? "";
    const run = statement.run.bind(statement);
    const attributes = { "db.system.name": "sqlite", "db.operation.name": operation, "db.collection.name": table };
    statement.run = ((...params: unknown[]) =>
      // Writes outside a request (the seed at start) belong to no trace.
      !trace.getActiveSpan()
        ? run(...params)
        : tracer.startActiveSpan(`${operation} ${table}`, { kind: SpanKind.CLIENT, attributes }, (span) => {
            try {
              return run(...params);
            } finally {
              span.end();
            }
          })) as typeof statement.run;
    return statement;
  }) as typeof db.prepare;
}
