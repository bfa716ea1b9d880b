// @vitest-environment node
import { context, propagation, trace } from "@opentelemetry/api";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { afterEach, describe, expect, it } from "vitest";
import { clearPlansCache, prefetchPlans } from "@/server/page-props/prefetch-plans";
import { createRequest } from "@/server/request";
import { sendJson, startTestServer } from "@/server/request/test-server";
import { traceHeaders } from "./trace-headers";

/**
 * Runs `work` inside a span of a registered provider, as a request's work runs once
 * instrumentation.ts has started telemetry (the same global registration: AsyncLocalStorage and
 * the W3C propagators), and gives its trace id.
 */
async function inActiveTrace(work: () => Promise<unknown>): Promise<string> {
  const provider = new NodeTracerProvider();
  provider.register();
  try {
    return await provider.getTracer("test").startActiveSpan("request", async (span) => {
      try {
        await work();
        return span.spanContext().traceId;
      } finally {
        span.end();
      }
    });
  } finally {
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  }
}

describe("the trace goes on to the backends", () => {
  afterEach(() => clearPlansCache());

  it("sends no trace header while telemetry is off", () => {
    expect(traceHeaders()).toEqual({});
  });

  it("puts the request's trace on every checkout API call", async () => {
    const api = await startTestServer((_request, response) => sendJson(response, 200, {}));
    try {
      const traceId = await inActiveTrace(() => createRequest({ baseUrl: api.baseUrl })("/api/anything/"));
      expect(api.received[0]?.headers.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    } finally {
      await api.close();
    }
  });

  it("puts the page's trace on the server's pricing query", async () => {
    const pricing = await startTestServer((_request, response) => sendJson(response, 500, { message: "down" }));
    try {
      const traceId = await inActiveTrace(() =>
        prefetchPlans(
          `${pricing.baseUrl}/graphql`,
          {
            countryCode: "US",
            currencyCode: "USD",
            packageId: "vpn",
            filters: null,
            coupon: null,
            crossSellPackageId: null,
            knowledgeBaseVersion: null,
          },
          { attemptMs: 1_000, budgetMs: 1_000 },
        ),
      );
      expect(pricing.received[0]?.headers.traceparent).toMatch(new RegExp(`^00-${traceId}-`));
    } finally {
      await pricing.close();
    }
  });
});
