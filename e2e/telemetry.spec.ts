import { expect, test } from "./fixtures";
import { PaymentPage, SANDBOX_URL } from "./pages/payment-page";

interface KeyValue {
  key: string;
  value: { stringValue?: string; intValue?: string | number; doubleValue?: number };
}
interface OtlpSpan {
  traceId: string;
  name: string;
  attributes: KeyValue[];
}
interface TraceExport {
  resourceSpans: Array<{ resource: { attributes: KeyValue[] }; scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
}

interface MetricExport {
  resourceMetrics: Array<{ scopeMetrics: Array<{ metrics: Array<{ name: string; sum?: { aggregationTemporality: number } }> }> }>;
}

const received = async (signal: "traces" | "metrics") => (await (await fetch(`${SANDBOX_URL}/otel/received/${signal}`)).json()) as unknown[];
const attribute = (attributes: KeyValue[], key: string) => attributes.find((entry) => entry.key === key)?.value.stringValue;

test.describe("telemetry: OpenTelemetry to the configured collector", () => {
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "US" } });

  test("the page's load and its own requests arrive as traces and metrics, scrubbed, with the trace the app server received", async ({ page }) => {
    const secretEmail = "telemetry-secret@example.com";
    const tracesBefore = (await received("traces")).length;
    const metricsBefore = (await received("metrics")).length;
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

    const exportedSpans = async () => {
      const exports = (await received("traces")).slice(tracesBefore) as TraceExport[];
      return exports.flatMap((exported) => exported.resourceSpans);
    };
    const spansOf = (resourceSpans: TraceExport["resourceSpans"]) => resourceSpans.flatMap((entry) => entry.scopeSpans.flatMap((scope) => scope.spans));
    const taxSpans = (spans: OtlpSpan[]) =>
      spans.filter((span) => (attribute(span.attributes, "http.url") ?? attribute(span.attributes, "url.full") ?? "").includes("/api/payments/taxes/"));
    // A span ends 300 ms after its response and leaves with the next batch (at most 5 s later).
    await expect.poll(async () => taxSpans(spansOf(await exportedSpans())).length, { timeout: 15_000 }).toBeGreaterThan(0);

    const resourceSpans = await exportedSpans();
    for (const { resource } of resourceSpans) {
      expect(attribute(resource.attributes, "service.name")).toBe("checkout-web-app");
      expect(attribute(resource.attributes, "service.namespace")).toBe("checkout");
      expect(attribute(resource.attributes, "service.version")).toBe("5.101.0");
    }
    const spans = spansOf(resourceSpans);
    expect(spans.map((span) => span.name)).toContain("documentLoad");

    // Each tax request's span carries the trace id its traceparent header gave the app server.
    const sentTraceIds = new Set([...traceparents.values()].map((header) => header.split("-")[1]));
    for (const span of taxSpans(spans)) expect(sentTraceIds).toContain(span.traceId);
    const exports = (await received("traces")).slice(tracesBefore);

    // Requests to other hosts (the pricing API, the collector) are not traced, and nothing
    // sensitive is in any span, though the page was opened with an e-mail in its address.
    const everything = JSON.stringify(exports);
    expect(everything).not.toContain(SANDBOX_URL);
    expect(everything).not.toContain("telemetry-secret");

    await expect.poll(async () => (await received("metrics")).length, { timeout: 15_000 }).toBeGreaterThan(metricsBefore);
    const metricExports = (await received("metrics")).slice(metricsBefore) as MetricExport[];
    const pageViews = metricExports
      .flatMap((exported) => exported.resourceMetrics.flatMap((entry) => entry.scopeMetrics.flatMap((scope) => scope.metrics)))
      .find((metric) => metric.name === "checkout.page_views");
    // Delta temporality (OTLP's 1): each export counts what happened since the one before.
    expect(pageViews?.sum?.aggregationTemporality).toBe(1);
    expect(JSON.stringify(metricExports)).not.toContain("telemetry-secret");
  });
});
