import type { Attributes, Histogram, Meter } from "@opentelemetry/api";
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

export type WebVitalName = Metric["name"];

/**
 * The histograms of the web vitals, as Google's web-vitals library measures them: it leaves out
 * what happened while the page was hidden or being prerendered, starts afresh when the page is
 * restored from the back/forward cache, and gives INP as the standard figure (about the 98th
 * percentile of the page's interactions), not the slowest one.
 */
export function webVitalHistograms(meter: Meter): Record<WebVitalName, Histogram> {
  return {
    LCP: meter.createHistogram("web_vitals.lcp", { unit: "ms", description: "Largest Contentful Paint" }),
    INP: meter.createHistogram("web_vitals.inp", { unit: "ms", description: "Interaction to Next Paint" }),
    CLS: meter.createHistogram("web_vitals.cls", { description: "Cumulative Layout Shift" }),
    FCP: meter.createHistogram("web_vitals.fcp", { unit: "ms", description: "First Contentful Paint" }),
    TTFB: meter.createHistogram("web_vitals.ttfb", { unit: "ms", description: "Time to First Byte" }),
  };
}

/**
 * What is recorded for a metric the library reports: its value, with `attributes()` at that
 * moment, once per page view. The library reports CLS and INP again each time the page is hidden
 * after it grew; a second data point of the same page view would count it twice in the
 * histogram, so only its first report (when the page is first hidden) is kept. A restore from the
 * back/forward cache is a page view of its own, with new metrics.
 */
export function webVitalRecorder(histograms: Record<WebVitalName, Histogram>, attributes: () => Attributes): (metric: Metric) => void {
  const recorded = new Set<string>();
  return (metric) => {
    if (recorded.has(metric.id)) return;
    recorded.add(metric.id);
    histograms[metric.name].record(metric.value, attributes());
  };
}

/**
 * Starts measuring LCP, CLS, INP, FCP and TTFB; `record` gets each metric as the library reports
 * it. Returns a function after which nothing more is recorded (the library cannot be stopped).
 *
 * The final values are reported while the page turns hidden, in the library's listeners on the
 * window's capture phase: before any `visibilitychange` listener on the document runs, so an
 * export started there carries them.
 */
export function observeWebVitals(record: (metric: Metric) => void): () => void {
  let stopped = false;
  const report = (metric: Metric) => {
    if (!stopped) record(metric);
  };
  for (const observe of [onLCP, onCLS, onINP, onFCP, onTTFB]) observe(report);
  return () => {
    stopped = true;
  };
}
