import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { freshEmail, SANDBOX_URL } from "./support/api";

interface KeyValue {
  key: string;
  value: { stringValue?: string; intValue?: string | number; doubleValue?: number };
}
interface OtlpSpan {
  traceId: string;
  startTimeUnixNano: string;
  name: string;
  attributes: KeyValue[];
}
interface TraceExport {
  resourceSpans: Array<{ resource: { attributes: KeyValue[] }; scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
}

interface MetricExport {
  resourceMetrics: Array<{
    scopeMetrics: Array<{
      metrics: Array<{
        name: string;
        sum?: { aggregationTemporality: number; dataPoints: Array<{ attributes: KeyValue[]; timeUnixNano: string }> };
      }>;
    }>;
  }>;
}

/** What the stand-in collector kept, or only what arrived from `sinceMs` on. */
const received = async (signal: "traces" | "metrics", sinceMs = 0) =>
  (await (await fetch(`${SANDBOX_URL}/otel/received/${signal}?since=${sinceMs}`)).json()) as unknown[];
const attribute = (attributes: KeyValue[], key: string) => attributes.find((entry) => entry.key === key)?.value.stringValue;
const serviceOf = (resource: { attributes: KeyValue[] }) => attribute(resource.attributes, "service.name");
const spansOf = (resourceSpans: TraceExport["resourceSpans"]) =>
  resourceSpans.flatMap((entry) => entry.scopeSpans.flatMap((scope) => scope.spans));
/** Nanoseconds since the epoch, as OTLP JSON writes times. */
const nanos = (ms: number) => BigInt(ms) * 1_000_000n;
/**
 * The spans that started at or after `startMs`, by resource. The stand-in collector keeps only its
 * last exports, and in a full suite the app server and the sandbox export all the time, so a
 * test tells its own spans by time, not by their place in the list.
 */
const resourceSpansSince = async (startMs: number) =>
  ((await received("traces", startMs)) as TraceExport[])
    .flatMap((exported) => exported.resourceSpans)
    .map((entry) => ({
      ...entry,
      scopeSpans: entry.scopeSpans.map((scope) => ({
        spans: scope.spans.filter((span) => BigInt(span.startTimeUnixNano) >= nanos(startMs)),
      })),
    }))
    .filter((entry) => entry.scopeSpans.some((scope) => scope.spans.length > 0));
/** The metrics whose data points were recorded at or after `startMs`, with only those points. */
const metricsSince = async (startMs: number) =>
  ((await received("metrics", startMs)) as MetricExport[])
    .flatMap((exported) => exported.resourceMetrics.flatMap((entry) => entry.scopeMetrics.flatMap((scope) => scope.metrics)))
    .map((metric) => ({
      ...metric,
      points: (metric.sum?.dataPoints ?? []).filter((point) => BigInt(point.timeUnixNano) >= nanos(startMs)),
    }))
    .filter((metric) => metric.points.length > 0);

test.describe("telemetry: OpenTelemetry to the configured collector", () => {
  // One at a time: each tells its own spans by time, and the other's purchase would be in its window.
  test.describe.configure({ mode: "serial" });
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "US" } });

  test("the page's load and its own requests arrive as traces and metrics, scrubbed, with the trace the app server received", async ({
    page,
  }) => {
    const secretEmail = "telemetry-secret@example.com";
    const startedAt = Date.now();
    const traceparents = new Map<string, string>();
    page.on("request", (request) => {
      const header = request.headers()["traceparent"];
      if (header && new URL(request.url()).pathname.startsWith("/api/payments/taxes/")) traceparents.set(request.url(), header);
    });

    await page.goto(`/payment/?product=vpn&product_period=1y&email=${encodeURIComponent(secretEmail)}`);
    // The SDK starts after the load event, in an idle moment: its fetch instrumentation then
    // wraps the page's fetch.
    await expect.poll(() => page.evaluate(() => String(window.fetch).includes("[native code]"))).toBe(false);

    const payment = new PaymentPage(page);
    await payment.fillTaxZip("94105", "US-NY");
    await expect.poll(() => traceparents.size).toBeGreaterThan(0);

    // A shopper leaving the tab: what was measured leaves with them.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });

    // The browser's own exports (the app server and the sandbox send theirs to the same collector).
    const exportedSpans = async () =>
      (await resourceSpansSince(startedAt)).filter(({ resource }) => serviceOf(resource) === "checkout-web-app");
    // This page's tax requests: a span with the trace id the request's traceparent gave the app
    // server (other tests' pages may be exporting at the same time).
    const sentTraceIds = new Set([...traceparents.values()].map((header) => header.split("-")[1]));
    const taxSpans = (spans: OtlpSpan[]) =>
      spans.filter(
        (span) =>
          sentTraceIds.has(span.traceId) &&
          (attribute(span.attributes, "http.url") ?? attribute(span.attributes, "url.full") ?? "").includes("/api/payments/taxes/"),
      );
    // A span ends 300 ms after its response and leaves with the next batch (at most 5 s later).
    await expect.poll(async () => taxSpans(spansOf(await exportedSpans())).length, { timeout: 15_000 }).toBeGreaterThan(0);

    const resourceSpans = await exportedSpans();
    for (const { resource } of resourceSpans) {
      expect(attribute(resource.attributes, "service.namespace")).toBe("checkout");
      expect(attribute(resource.attributes, "service.version")).toBe("5.101.0");
    }
    const spans = spansOf(resourceSpans);
    expect(spans.map((span) => span.name)).toContain("documentLoad");

    // Requests to other hosts (the pricing API, the collector) are not traced by the browser, and
    // nothing sensitive is in any span of any service, though the page was opened with an e-mail
    // in its address.
    expect(JSON.stringify(resourceSpans)).not.toContain(SANDBOX_URL);
    expect(JSON.stringify(await received("traces"))).not.toContain("telemetry-secret");

    const pageViews = async () => (await metricsSince(startedAt)).find((metric) => metric.name === "checkout.page_views");
    await expect.poll(pageViews, { timeout: 15_000 }).toBeTruthy();
    // Delta temporality (OTLP's 1): each export counts what happened since the one before.
    expect((await pageViews())?.sum?.aggregationTemporality).toBe(1);
    expect(JSON.stringify(await received("metrics"))).not.toContain("telemetry-secret");
  });

  test("one purchase is one trace, from the browser's request through the app server to the sandbox's database write, and is counted", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const startedAt = Date.now();
    const traceIds = new Set<string>();
    page.on("request", (request) => {
      const header = request.headers()["traceparent"];
      if (header && new URL(request.url()).pathname.startsWith("/api/")) traceIds.add(header.split("-")[1] ?? "");
    });

    const payment = new PaymentPage(page);
    await payment.goto("product=vpn&product_period=1y");
    await expect.poll(() => page.evaluate(() => String(window.fetch).includes("[native code]"))).toBe(false);
    await payment.buyWithCard(freshEmail("trace"));
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });

    // Per trace the browser sent, which services' spans arrived with it, and the sandbox's span names.
    const traces = async () => {
      const byTrace = new Map<string, { services: Set<string>; sandboxSpans: string[] }>();
      for (const { resource, scopeSpans } of await resourceSpansSince(startedAt)) {
        for (const span of scopeSpans.flatMap((scope) => scope.spans)) {
          if (!traceIds.has(span.traceId)) continue;
          const trace = byTrace.get(span.traceId) ?? { services: new Set<string>(), sandboxSpans: [] };
          trace.services.add(serviceOf(resource) ?? "");
          if (serviceOf(resource) === "checkout-sandbox") trace.sandboxSpans.push(span.name);
          byTrace.set(span.traceId, trace);
        }
      }
      return [...byTrace.values()];
    };
    const complete = (trace: { services: Set<string>; sandboxSpans: string[] }) =>
      ["checkout-web-app", "checkout-web-app-server", "checkout-sandbox"].every((service) => trace.services.has(service)) &&
      trace.sandboxSpans.some((name) => /^(INSERT|UPDATE) orders$/.test(name));
    // Three processes export in batches (the browser on leaving, the app server and the sandbox every
    // few seconds): on a machine busy with the other engines' tests the last batch can take a while.
    await expect
      .poll(async () => (await traces()).some(complete), { timeout: 45_000 })
      .toBe(true)
      .catch(async (error: Error) => {
        // What did arrive, per trace the browser sent: tells a lost batch from a broken link.
        const arrived = (await traces()).map((trace) => ({ services: [...trace.services], sandbox: trace.sandboxSpans }));
        throw new Error(`${error.message}\nspans that arrived, by trace: ${JSON.stringify(arrived)}`);
      });

    // The app server's and the sandbox's spans carry their service names in the checkout namespace.
    const resources = (await resourceSpansSince(startedAt)).map(({ resource }) => resource);
    for (const resource of resources) expect(attribute(resource.attributes, "service.namespace")).toBe("checkout");

    // The funnel's counters: one card attempt the checkout API answered "done", one conversion.
    const counted = async (name: string) =>
      (await metricsSince(startedAt))
        .filter((metric) => metric.name === name)
        .flatMap((metric) => metric.points)
        .map((point) => Object.fromEntries(point.attributes.map((entry) => [entry.key, entry.value.stringValue])));
    await expect
      .poll(() => counted("checkout.payment_attempts"), { timeout: 15_000 })
      .toContainEqual({ provider: "card", outcome: "done" });
    expect(await counted("checkout.conversions")).toContainEqual({ provider: "card" });
  });
});
