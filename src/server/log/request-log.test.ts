// @vitest-environment node
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { GetServerSidePropsContext, NextApiRequest, NextApiResponse } from "next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { API_PATHS } from "@/server/bff/api-paths";

// Request lines are `info`; tests default to `warn`. The logger reads LOG_LEVEL once, at its import.
let apiRoute: typeof import("@/server/bff/api-route").apiRoute;
let apiDispatcher: typeof import("@/server/bff/api-dispatcher").apiDispatcher;
let createGetServerSideProps: typeof import("@/server/page-props/create-get-server-side-props").createGetServerSideProps;
beforeAll(async () => {
  vi.stubEnv("LOG_LEVEL", "info");
  ({ apiRoute } = await import("@/server/bff/api-route"));
  ({ apiDispatcher } = await import("@/server/bff/api-dispatcher"));
  ({ createGetServerSideProps } = await import("@/server/page-props/create-get-server-side-props"));
  vi.unstubAllEnvs();
  // Loading the page-props modules takes seconds on a loaded machine.
}, 60_000);

afterEach(() => vi.restoreAllMocks());

const SECRETS = [
  "tpt_SECRET",
  "oauth_CODE",
  "csrf_STATE",
  "exch_TOKEN",
  "shopper@example.com",
  "shopper%40example.com",
  "90210",
  "4242424242424242",
  "4242 4242 4242 4242",
  "usr_TOKEN",
  "sess_COOKIE",
  "Ann",
];
const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";

/** A request as a shopper's browser may send it, carrying every kind of secret. */
function requestFullOfSecrets(path: string, method = "GET"): IncomingMessage & { cookies: Record<string, string> } {
  const req = new IncomingMessage(new Socket()) as IncomingMessage & { cookies: Record<string, string> };
  req.method = method;
  req.url = `${path}?product=vpn&trusted_pass_token=tpt_SECRET&code=oauth_CODE&state=csrf_STATE&exchange_token=exch_TOKEN&email=shopper%40example.com&zip=90210&first_name=Ann&note=shopper@example.com&card=4242424242424242`;
  req.headers = {
    host: "localhost:3000",
    cookie: "session=sess_COOKIE; x-user-token=usr_TOKEN",
    "x-user-token": "usr_TOKEN",
    traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01`,
  };
  req.cookies = { session: "sess_COOKIE", "x-user-token": "usr_TOKEN" };
  return req;
}

/** The `res.status().json()` Next adds to a Node response. */
function apiResponse(req: IncomingMessage): NextApiResponse {
  const res = new ServerResponse(req) as unknown as NextApiResponse;
  res.status = (code: number) => {
    res.statusCode = code;
    return res;
  };
  res.json = (body: unknown) => void res.end(JSON.stringify(body));
  return res;
}

function captureLines(): () => Array<Record<string, unknown>> {
  const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  return () => write.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as Record<string, unknown>);
}

function expectNoSecret(lines: unknown[]): void {
  const text = JSON.stringify(lines);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  for (const name of ["trusted_pass_token", "exchange_token", "email=", "zip=", "first_name"]) expect(text).not.toContain(name);
}

describe("request lines", () => {
  it("an /api route writes one JSON line: method, path without secrets, status, duration and the incoming trace id", async () => {
    const route = apiRoute({ GET: async (_req, res) => res.status(201).json({ ok: true }) });
    const req = requestFullOfSecrets("/api/payments/taxes");
    const lines = captureLines();
    await route(req as unknown as NextApiRequest, apiResponse(req));
    expect(lines()).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: "info",
        msg: "request",
        method: "GET",
        path: "/api/payments/taxes?product=vpn&note=[Filtered]&card=[Filtered]",
        status: 201,
        duration_ms: expect.any(Number),
        trace_id: TRACE_ID,
      },
    ]);
    expectNoSecret(lines());
  });

  it("a refused or failing /api request is logged with its status, and without a traceparent gets a fresh trace id", async () => {
    const route = apiRoute({
      POST: async () => {
        throw new Error("backend said no to shopper@example.com with 4242 4242 4242 4242");
      },
    });
    const lines = captureLines();
    const refused = requestFullOfSecrets("/api/orders/1");
    await route(refused as unknown as NextApiRequest, apiResponse(refused));
    const failed = requestFullOfSecrets("/api/orders/1", "POST");
    failed.headers.origin = "http://localhost:3000";
    delete failed.headers.traceparent;
    await route(failed as unknown as NextApiRequest, apiResponse(failed));
    const written = lines();
    expect(written.filter((line) => line.msg === "request").map((line) => [line.method, line.status])).toEqual([
      ["GET", 405],
      ["POST", 502],
    ]);
    expect(written.find((line) => line.level === "error")).toMatchObject({
      msg: "api route failed",
      error: "backend said no to [Filtered] with [Filtered]",
    });
    expect(written[2]?.trace_id).toMatch(/^[\da-f]{32}$/);
    expect(written[2]?.trace_id).not.toBe(TRACE_ID);
    expectNoSecret(written);
  });

  it("an address under /api that names no route is answered 404 and logged like any other request", async () => {
    const answered: string[] = [];
    const routes = Object.fromEntries(API_PATHS.map((path) => [path, async () => void answered.push(path)]));
    const api = apiDispatcher(routes as unknown as Parameters<typeof apiDispatcher>[0]);
    const req = requestFullOfSecrets("/api/no/such/route") as unknown as NextApiRequest;
    req.query = { path: ["no", "such", "route"], trusted_pass_token: "tpt_SECRET" };
    const res = apiResponse(req);
    const lines = captureLines();
    await api(req, res);
    expect([res.statusCode, answered]).toEqual([404, []]);
    expect(lines()).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "request",
        method: "GET",
        path: "/api/no/such/route?product=vpn&note=[Filtered]&card=[Filtered]",
        status: 404,
        trace_id: TRACE_ID,
      }),
    ]);
    expectNoSecret(lines());
  });

  it("getServerSideProps writes one line with the page's answer", async () => {
    const getServerSideProps = createGetServerSideProps(async () => ({ notFound: true }));
    const req = requestFullOfSecrets("/payment/");
    const lines = captureLines();
    await getServerSideProps({
      req,
      res: new ServerResponse(req),
      query: {},
      resolvedUrl: req.url,
      locale: "en",
    } as unknown as GetServerSidePropsContext);
    expect(lines()).toEqual([
      expect.objectContaining({
        msg: "request",
        method: "GET",
        path: "/payment/?product=vpn&note=[Filtered]&card=[Filtered]",
        status: 404,
        trace_id: TRACE_ID,
      }),
    ]);
    expectNoSecret(lines());
  });
});
