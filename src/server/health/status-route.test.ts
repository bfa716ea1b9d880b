// @vitest-environment node
import type { NextApiRequest, NextApiResponse } from "next";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPageBackends, type PageBackends } from "@/test/page-backends";
import { pageContext } from "@/test/page-context";

const TOKEN = "status-token-for-the-test-0123456789";
let backends: PageBackends;
let route: typeof import("./status-route");

beforeAll(async () => {
  backends = await startPageBackends({ STATUS_TOKEN: TOKEN });
  route = await import("./status-route");
});
afterEach(async () => {
  await Promise.all([backends.pricing.set("pass"), backends.checkout.set("pass")]);
  route.clearStatusAnswer();
});
afterAll(() => backends.dispose());

/** GET /api/status/ as Next hands it to the route, with these headers. */
async function status(headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) {
  const { req, res } = pageContext("/api/status/", { headers });
  let body = "";
  const api = Object.assign(res, {
    status: (code: number) => ((res.statusCode = code), api),
    json: (value: unknown) => ((body = JSON.stringify(value)), res.end(), api),
  }) as unknown as NextApiResponse;
  await route.statusRoute(Object.assign(req, { query: {} }) as unknown as NextApiRequest, api);
  return { status: res.statusCode, body: JSON.parse(body) as Record<string, never> };
}

describe("GET /api/status/", () => {
  it("is an unknown route without the operator's token", async () => {
    expect((await status({})).status).toBe(404);
    expect((await status({ authorization: "Bearer not-the-token-not-the-token" })).status).toBe(404);
    expect((await status({ authorization: TOKEN })).status).toBe(404);
  });

  it("reports each backend up, with how long it took to answer", async () => {
    const answer = await status();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: "ok",
      backends: {
        pricing_api: { state: "up", latency_ms: expect.any(Number) },
        checkout_api: { state: "up", latency_ms: expect.any(Number) },
        gateway: { state: "up", latency_ms: expect.any(Number) },
        rate_limits: { counted_in: "memory" },
      },
    });
  });

  it("names the backend that is down and why, and answers 503 for a monitor", async () => {
    await backends.pricing.set("hang");
    await backends.checkout.set(502);
    const answer = await status();
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      status: "degraded",
      backends: {
        pricing_api: { state: "down", latency_ms: null, problem: "no answer within 2000 ms" },
        checkout_api: { state: "down", latency_ms: expect.any(Number), problem: "unexpected answer" },
        gateway: { state: "up" },
      },
    });
  });

  it("asks the backends once for answers a few seconds apart", async () => {
    await status();
    await backends.checkout.set(502);
    expect((await status()).body).toMatchObject({ status: "ok" });
    route.clearStatusAnswer();
    expect((await status()).body).toMatchObject({ status: "degraded" });
  });
});
