// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { context, propagation, trace } from "@opentelemetry/api";
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { traceDatabaseWrites, tracedHandler } from "../src/telemetry/tracing";

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const db = new Database(":memory:");
let server: Server;
let url: string;

beforeAll(async () => {
  provider.register();
  const tracer = provider.getTracer("sandbox-test");
  db.exec("CREATE TABLE orders (id TEXT, email TEXT)");
  traceDatabaseWrites(db, tracer);
  // A route that writes a shopper's e-mail and reads it back, as the sandbox's order routes do.
  const handler = tracedHandler(async (_req, res) => {
    db.prepare("INSERT INTO orders (id, email) VALUES (?, ?)").run("ord_1", "secret-shopper@example.com");
    db.prepare("SELECT email FROM orders").all();
    res.writeHead(201).end();
  }, tracer);
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});

describe("the sandbox's spans", () => {
  it("continue the caller's trace with a span per request and one per database write, without the values or the query", async () => {
    exporter.reset();
    await fetch(`${url}/api/orders/?email=secret-shopper%40example.com`, {
      method: "POST",
      headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
    });
    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === "POST /api/orders/");
    const write = spans.find((span) => span.name === "INSERT orders");
    expect(request?.spanContext().traceId).toBe(TRACE_ID);
    expect(request?.attributes["http.response.status_code"]).toBe(201);
    expect(write?.spanContext().traceId).toBe(TRACE_ID);
    expect(write?.parentSpanContext?.spanId).toBe(request?.spanContext().spanId);
    expect(write?.attributes).toEqual({ "db.system.name": "sqlite", "db.operation.name": "INSERT", "db.collection.name": "orders" });
    // Reads are not spans, and nothing a shopper typed is in any.
    expect(spans.map((span) => span.name).sort()).toEqual(["INSERT orders", "POST /api/orders/"]);
    expect(JSON.stringify(spans.map((span) => [span.name, span.attributes]))).not.toContain("secret-shopper");
  });

  it("trace neither the stand-in collector's own routes nor writes outside a request", async () => {
    exporter.reset();
    await fetch(`${url}/otel/v1/traces`, { method: "POST" });
    db.prepare("INSERT INTO orders (id, email) VALUES (?, ?)").run("seed", "seed@example.com");
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
