import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { scrubbedSpanExporter } from "@/lib/scrubbed-span-exporter";
import { RELEASE_VERSION, SERVER_SERVICE_NAME, SERVICE_NAMESPACE, TELEMETRY_OPTIONS } from "@/lib/telemetry-constants";

/**
 * Starts OpenTelemetry in the app server, when a collector is configured (instrumentation.ts).
 * Next.js makes spans for every request, `getServerSideProps` and API route once a tracer
 * provider is registered, and continues the browser's `traceparent` (the W3C propagator
 * registered here); the backend calls then carry the trace on (`traceHeaders`). Spans leave in
 * batches to `{collector}/v1/traces`, scrubbed of sensitive parameters like the browser's.
 */
export function startServerTelemetry(collectorUrl: string, deployEnv: string): NodeTracerProvider {
  const exporter = new OTLPTraceExporter({
    url: `${collectorUrl.replace(/\/$/, "")}${TELEMETRY_OPTIONS.tracesPath}`,
    timeoutMillis: TELEMETRY_OPTIONS.exporterTimeoutMs,
  });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      "service.name": SERVER_SERVICE_NAME,
      "service.namespace": SERVICE_NAMESPACE,
      "service.version": RELEASE_VERSION,
      "deployment.environment.name": deployEnv,
    }),
    spanProcessors: [new BatchSpanProcessor(scrubbedSpanExporter(exporter), TELEMETRY_OPTIONS.batch)],
  });
  // The global provider, AsyncLocalStorage as the context manager and the W3C trace-context and
  // baggage propagators.
  provider.register();
  return provider;
}
