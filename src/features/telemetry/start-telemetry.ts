import { metrics, type Attributes } from "@opentelemetry/api";
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { DocumentLoadInstrumentation } from "@opentelemetry/instrumentation-document-load";
import { FetchInstrumentation } from "@opentelemetry/instrumentation-fetch";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { AggregationTemporality, MeterProvider, PeriodicExportingMetricReader } from "@opentelemetry/sdk-metrics";
import { BatchSpanProcessor, WebTracerProvider } from "@opentelemetry/sdk-trace-web";
import Router from "next/router";
import { addAnalyticsDestination } from "@/features/analytics";
import { scrubbedSpanExporter } from "@/lib/scrubbed-span-exporter";
import { RELEASE_VERSION, SERVICE_NAME, SERVICE_NAMESPACE, TELEMETRY_OPTIONS } from "@/lib/telemetry-constants";
import { isTracedUrl, untracedUrlPatterns } from "./traced-urls";
import { observeWebVitals, webVitalHistograms, webVitalRecorder } from "./web-vitals";

export interface TelemetrySettings {
  /** The collector's address prefix (`OTEL_COLLECTOR_URL`); exports go to its /v1/traces and /v1/metrics. */
  collectorUrl: string;
  deployEnv: string;
}

/**
 * Starts OpenTelemetry for this page: traces of the document load and of the app's own requests
 * (whose `traceparent` the app server continues), web vitals and checkout counters as metrics.
 * Loaded after the page is interactive, only when a collector is configured (use-telemetry.ts).
 */
export function startTelemetry({ collectorUrl, deployEnv }: TelemetrySettings) {
  const base = collectorUrl.replace(/\/$/, "");
  const resource = resourceFromAttributes({
    "service.name": SERVICE_NAME,
    "service.namespace": SERVICE_NAMESPACE,
    "service.version": RELEASE_VERSION,
    "deployment.environment.name": deployEnv,
  });

  const tracedUrls = { origin: window.location.origin, collectorUrl: base };
  const traceExporter = new OTLPTraceExporter({
    url: `${base}${TELEMETRY_OPTIONS.tracesPath}`,
    timeoutMillis: TELEMETRY_OPTIONS.exporterTimeoutMs,
  });
  const tracerProvider = new WebTracerProvider({
    resource,
    spanProcessors: [
      new BatchSpanProcessor(
        scrubbedSpanExporter(traceExporter, (url) => isTracedUrl(url, tracedUrls)),
        TELEMETRY_OPTIONS.batch,
      ),
    ],
  });
  // Global provider, the web context manager (without one no request would know its span) and
  // the propagators: W3C trace context for the app server, W3C baggage with the spec's limits
  // (180 entries, 4096 bytes a pair, 8192 in all), which are the propagator's own.
  tracerProvider.register({
    propagator: new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  });

  const metricReader = new PeriodicExportingMetricReader({
    exporter: new OTLPMetricExporter({
      url: `${base}${TELEMETRY_OPTIONS.metricsPath}`,
      timeoutMillis: TELEMETRY_OPTIONS.exporterTimeoutMs,
      temporalityPreference: AggregationTemporality.DELTA,
    }),
    exportIntervalMillis: TELEMETRY_OPTIONS.metricExportIntervalMs,
    exportTimeoutMillis: TELEMETRY_OPTIONS.exporterTimeoutMs,
  });
  const meterProvider = new MeterProvider({ resource, readers: [metricReader] });
  metrics.setGlobalMeterProvider(meterProvider);

  // The fetch instrumentation ends a span 300 ms after its response (spec section 9), waiting
  // for the browser's resource timing; it adds `traceparent` to same-origin requests only.
  // Instrumentations start themselves with the global provider set above.
  const instrumentations = [
    new DocumentLoadInstrumentation(),
    new FetchInstrumentation({ ignoreUrls: untracedUrlPatterns(tracedUrls), clearTimingResources: true }),
  ];

  const meter = meterProvider.getMeter(SERVICE_NAME, RELEASE_VERSION);
  const pageViews = meter.createCounter("checkout.page_views", { description: "Page views by checkout step" });
  const step = (): Attributes => ({ step: stepOf(window.location.pathname) });
  pageViews.add(1, step());

  // The funnel's end, from the analytics events the payment form sends anyway: each attempt by
  // provider and the checkout API's answer ("done", "error", "redirect", …), and each conversion.
  const attempts = meter.createCounter("checkout.payment_attempts", { description: "Payment attempts by provider and answer" });
  const conversions = meter.createCounter("checkout.conversions", { description: "Paid orders by provider" });
  const stopFunnel = addAnalyticsDestination(({ event, payments_selected, form_status }) => {
    const provider = String(payments_selected ?? "unknown");
    if (event === "payments_submitted") attempts.add(1, { provider, outcome: String(form_status ?? "unknown") });
    if (event === "conversion") conversions.add(1, { provider });
  });

  // What is measured leaves when the page is hidden: a shopper closing the tab ends the session.
  let flushing = false;
  const flush = () => {
    if (document.visibilityState !== "hidden" || flushing) return;
    flushing = true;
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, TELEMETRY_OPTIONS.flushTimeoutMs));
    void Promise.race([Promise.all([tracerProvider.forceFlush(), meterProvider.forceFlush()]), timeout]).finally(() => (flushing = false));
  };
  // The web vitals' final values are recorded while the page turns hidden, before this flush runs
  // (web-vitals.ts), so they leave with it.
  const stopVitals = observeWebVitals(webVitalRecorder(webVitalHistograms(meter), step));
  document.addEventListener("visibilitychange", flush);
  // Each client-side navigation is a page view of its step.
  const pageView = () => pageViews.add(1, step());
  Router.events.on("routeChangeComplete", pageView);

  return () => {
    stopVitals();
    stopFunnel();
    Router.events.off("routeChangeComplete", pageView);
    for (const instrumentation of instrumentations) instrumentation.disable();
    document.removeEventListener("visibilitychange", flush);
    void tracerProvider.shutdown();
    void meterProvider.shutdown();
  };
}

/** The checkout step of a path, without its locale prefix: `/de/payment/` → `payment`. */
export function stepOf(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  const withoutLocale = segments.length > 0 && /^[a-z]{2}(?:-[a-z]{2})?$/.test(segments[0]!) ? segments.slice(1) : segments;
  return withoutLocale[0] ?? "home";
}
