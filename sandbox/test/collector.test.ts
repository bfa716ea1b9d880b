// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

/** An OTLP JSON export of `count` spans of one trace, as an app server's batch is. */
function exportOf(count: number, traceId: string) {
  const spans = Array.from({ length: count }, (_, index) => ({
    traceId,
    spanId: index.toString(16).padStart(16, "0"),
    name: `GET /payment/ ${index}`,
    kind: 2,
    startTimeUnixNano: "1795960000000000000",
    endTimeUnixNano: "1795960000100000000",
    attributes: [{ key: "http.target", value: { stringValue: `/payment/?product=vpn&visit=${index}` } }],
  }));
  return { resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ scope: { name: "next.js" }, spans }] }] };
}

describe("the stand-in collector", () => {
  it("takes a server's whole batch of 512 spans, past the sandbox's usual body limit, as a collector does", async () => {
    const body = JSON.stringify(exportOf(512, "a".repeat(32)));
    expect(body.length).toBeGreaterThan(64 * 1024);
    const response = await fetch(`${sandbox.url}/otel/v1/traces`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(response.status).toBe(200);
    const received = (await (await fetch(`${sandbox.url}/otel/received/traces`)).json()) as ReturnType<typeof exportOf>[];
    expect(received.at(-1)?.resourceSpans[0]?.scopeSpans[0]?.spans).toHaveLength(512);
  });

  it("still refuses a body past a collector's own limit", async () => {
    const response = await fetch(`${sandbox.url}/otel/v1/traces`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(21 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
  });
});
