import { MeterProvider, MetricReader, type HistogramMetricData } from "@opentelemetry/sdk-metrics";
import { afterEach, describe, expect, it } from "vitest";
import type { Metric } from "web-vitals";
import { webVitalHistograms, webVitalRecorder, type WebVitalName } from "./web-vitals";

/** A reader that exports nothing: the test collects what the meter holds. */
class CollectingReader extends MetricReader {
  protected async onForceFlush(): Promise<void> {}
  protected async onShutdown(): Promise<void> {}
}

const providers: MeterProvider[] = [];
afterEach(async () => {
  for (const provider of providers.splice(0)) await provider.shutdown();
});

/** A recorder on a real meter, with the step `attributes` answer, and what it has recorded so far. */
function recorder(attributes: () => Record<string, string> = () => ({ step: "payment" })) {
  const reader = new CollectingReader();
  const provider = new MeterProvider({ readers: [reader] });
  providers.push(provider);
  const record = webVitalRecorder(webVitalHistograms(provider.getMeter("test")), attributes);
  const recorded = async () => {
    const { resourceMetrics } = await reader.collect();
    return resourceMetrics.scopeMetrics
      .flatMap((scope) => scope.metrics as HistogramMetricData[])
      .map(({ descriptor, dataPoints }) => ({
        name: descriptor.name,
        unit: descriptor.unit,
        points: dataPoints.map(({ value, attributes: pointAttributes }) => ({
          count: value.count,
          sum: value.sum,
          attributes: pointAttributes,
        })),
      }))
      .filter(({ points }) => points.length > 0);
  };
  return { record, recorded };
}

/** A metric as web-vitals reports it. */
function metric(name: WebVitalName, value: number, id: string, navigationType: Metric["navigationType"] = "navigate"): Metric {
  return { name, value, delta: value, id, rating: "good", entries: [], navigationType, navigationId: 1 } as Metric;
}

describe("the web vitals we record", () => {
  it("records a reported metric's value in its histogram, with the checkout step", async () => {
    const { record, recorded } = recorder();
    record(metric("INP", 184, "v5-1"));
    expect(await recorded()).toEqual([
      { name: "web_vitals.inp", unit: "ms", points: [{ count: 1, sum: 184, attributes: { step: "payment" } }] },
    ]);
  });

  it("has a histogram for each of the five vitals, under the names the dashboards read", async () => {
    const { record, recorded } = recorder();
    const values: Record<WebVitalName, number> = { LCP: 1200, CLS: 0.02, INP: 96, FCP: 800, TTFB: 150 };
    for (const [name, value] of Object.entries(values)) record(metric(name as WebVitalName, value, `v5-${name}`));
    expect((await recorded()).map(({ name, unit, points }) => [name, unit, points[0]?.sum])).toEqual(
      expect.arrayContaining([
        ["web_vitals.lcp", "ms", 1200],
        ["web_vitals.cls", "", 0.02],
        ["web_vitals.inp", "ms", 96],
        ["web_vitals.fcp", "ms", 800],
        ["web_vitals.ttfb", "ms", 150],
      ]),
    );
  });

  it("records a page view's metric once, though it is reported again after the page was shown and hidden again", async () => {
    const { record, recorded } = recorder();
    record(metric("CLS", 0.05, "v5-cls"));
    record(metric("CLS", 0.3, "v5-cls"));
    expect((await recorded())[0]?.points).toEqual([{ count: 1, sum: 0.05, attributes: { step: "payment" } }]);
  });

  it("records the metrics of a page restored from the back/forward cache as another page view, at the step it shows then", async () => {
    let step = "payment";
    const { record, recorded } = recorder(() => ({ step }));
    record(metric("LCP", 2100, "v5-lcp-1"));
    step = "success";
    record(metric("LCP", 40, "v5-lcp-2", "back-forward-cache"));
    expect((await recorded())[0]?.points).toEqual([
      { count: 1, sum: 2100, attributes: { step: "payment" } },
      { count: 1, sum: 40, attributes: { step: "success" } },
    ]);
  });
});
