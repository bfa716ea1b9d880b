// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRequest } from "./create-request";
import { isRequestError, RequestError } from "./request-error";
import { sendJson, startTestServer } from "./test-server";

type Server = Awaited<ReturnType<typeof startTestServer>>;

async function caught(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    if (isRequestError(error)) return error;
    throw error;
  }
  throw new Error("expected the request to fail");
}

describe("createRequest against a real HTTP server", () => {
  let server: Server;

  beforeAll(async () => {
    server = await startTestServer((request, response) => {
      const path = request.url.split("?")[0];
      switch (path) {
        case "/api/echo/":
          return sendJson(response, 200, { method: request.method, url: request.url, body: request.body });
        case "/api/created/":
          return sendJson(response, 201, { id: 7 });
        case "/api/empty/":
          response.writeHead(204).end();
          return;
        case "/api/empty-200/":
          response.writeHead(200, { "content-type": "application/json" }).end();
          return;
        case "/api/text/":
          response.writeHead(200, { "content-type": "text/plain" }).end("plain words");
          return;
        case "/api/broken-json/":
          response.writeHead(200, { "content-type": "application/json" }).end("{not json");
          return;
        case "/api/redirect/":
          response.writeHead(302, { location: "https://elsewhere.test/" }).end();
          return;
        case "/api/users/current/":
          return sendJson(response, 401, { code: "unauthorized" }, "Unauthorized");
        case "/api/coupon/":
          return sendJson(response, 422, { code: 2012, errors: { coupon: "invalid" } }, "Unprocessable Entity");
        case "/api/boom/":
          response.writeHead(500, "Internal Server Error", { "content-type": "text/html" }).end("<h1>boom</h1>");
          return;
        case "/api/slow/":
          setTimeout(() => sendJson(response, 200, { late: true }), 2000);
          return;
        case "/api/stall-body/":
          response.writeHead(200, { "content-type": "application/json" });
          response.write('{"partial":');
          return;
        default:
          return sendJson(response, 404, { code: "not_found" }, "Not Found");
      }
    });
  });

  afterAll(() => server.close());

  function lastReceived() {
    const last = server.received.at(-1);
    if (!last) throw new Error("the server received nothing");
    return last;
  }

  it("sends a GET by default to the path joined to the base address", async () => {
    const request = createRequest({ baseUrl: `${server.baseUrl}/` });
    const result = await request<{ method: string; url: string }>("/api/echo/");
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ method: "GET", url: "/api/echo/", body: "" });
  });

  it("sends the user token, experiment, forwarded user agent and JSON content type", async () => {
    const request = createRequest({
      baseUrl: server.baseUrl,
      userToken: "tok_123",
      experiment: "exp-checkout-7:b",
      userAgent: "Mozilla/5.0 (Shopper)",
    });
    await request("api/echo/");
    const { headers } = lastReceived();
    expect(headers["x-user-token"]).toBe("tok_123");
    expect(headers["x-experiment"]).toBe("exp-checkout-7:b");
    expect(headers["x-forwarded-user-agent"]).toBe("Mozilla/5.0 (Shopper)");
    expect(headers["content-type"]).toBe("application/json");
  });

  it("leaves out the optional headers when there is nothing to send", async () => {
    await createRequest({ baseUrl: server.baseUrl })("/api/echo/");
    const { headers } = lastReceived();
    expect(headers).not.toHaveProperty("x-user-token");
    expect(headers).not.toHaveProperty("x-experiment");
    expect(headers).not.toHaveProperty("x-forwarded-user-agent");
  });

  it("drops a header value that would break the call instead of failing", async () => {
    const request = createRequest({ baseUrl: server.baseUrl, userToken: "tok\r\nx-admin: 1", userAgent: "ok" });
    const result = await request("/api/echo/");
    expect(result.status).toBe(200);
    const { headers } = lastReceived();
    expect(headers).not.toHaveProperty("x-user-token");
    expect(headers).not.toHaveProperty("x-admin");
    expect(headers["x-forwarded-user-agent"]).toBe("ok");
  });

  it("lets the caller add and override headers", async () => {
    await createRequest({ baseUrl: server.baseUrl })("/api/echo/", { headers: { "Idempotency-Key": "k1" } });
    expect(lastReceived().headers["idempotency-key"]).toBe("k1");
  });

  it("appends the query object and sends a JSON body", async () => {
    const request = createRequest({ baseUrl: server.baseUrl });
    const result = await request<{ method: string; url: string; body: string }>("/api/echo/?a=1", {
      method: "POST",
      query: { country: "US", price_ids: ["vpn-1y.USD", "pass-1y.USD"], skipped: undefined, empty: null, q: "a&b" },
      body: { trusted_pass_token: "t", language: "en" },
    });
    expect(result.data).toEqual({
      method: "POST",
      url: "/api/echo/?a=1&country=US&price_ids=vpn-1y.USD&price_ids=pass-1y.USD&q=a%26b",
      body: '{"trusted_pass_token":"t","language":"en"}',
    });
  });

  it("calls an absolute URL as it is", async () => {
    const request = createRequest({ baseUrl: "http://127.0.0.1:1/unused" });
    const result = await request<{ url: string }>(`${server.baseUrl}/api/echo/`);
    expect(result.data?.url).toBe("/api/echo/");
  });

  it("treats any 2xx as success", async () => {
    const result = await createRequest({ baseUrl: server.baseUrl })("/api/created/", { method: "POST", body: {} });
    expect(result).toMatchObject({ status: 201, data: { id: 7 } });
  });

  it("answers 204 with null data", async () => {
    const result = await createRequest({ baseUrl: server.baseUrl })("/api/empty/", { method: "DELETE" });
    expect(result).toMatchObject({ status: 204, data: null });
  });

  it("answers an empty body with null data", async () => {
    expect((await createRequest({ baseUrl: server.baseUrl })("/api/empty-200/")).data).toBeNull();
  });

  it("returns text that is not JSON as text", async () => {
    expect((await createRequest({ baseUrl: server.baseUrl })("/api/text/")).data).toBe("plain words");
    expect((await createRequest({ baseUrl: server.baseUrl })("/api/broken-json/")).data).toBe("{not json");
  });

  it("does not follow a redirect, so the token never goes to another host", async () => {
    const result = await createRequest({ baseUrl: server.baseUrl, userToken: "tok" })("/api/redirect/");
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("https://elsewhere.test/");
  });

  it.each([
    ["/api/users/current/", 401, "Unauthorized", { code: "unauthorized" }],
    ["/api/coupon/", 422, "Unprocessable Entity", { code: 2012, errors: { coupon: "invalid" } }],
    ["/api/boom/", 500, "Internal Server Error", "<h1>boom</h1>"],
    ["/api/missing/", 404, "Not Found", { code: "not_found" }],
  ])("fails on %s with status %d, its text and its data", async (path, status, statusText, data) => {
    const error = await caught(createRequest({ baseUrl: server.baseUrl })(path, { method: "POST", body: {} }));
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: "http", method: "POST", status, statusText, data });
    expect(error.url).toBe(`${server.baseUrl}${path}`);
    expect(error.message).toContain(String(status));
  });

  it("keeps sensitive parameters out of the error", async () => {
    const error = await caught(
      createRequest({ baseUrl: server.baseUrl })("/api/missing/?code=secret1", {
        query: { state: "secret2", email: "a@b.c", trusted_pass_token: "secret3", exchange_token: "secret4", keep: "1" },
      }),
    );
    expect(error.url).toBe(`${server.baseUrl}/api/missing/?keep=1`);
    expect(error.message).not.toMatch(/secret|a@b\.c/);
    // The server still got them: only the error is scrubbed.
    expect(lastReceived().url).toContain("code=secret1");
  });

  it("keeps postal codes and names out of the error, which the logs print", async () => {
    const error = await caught(
      createRequest({ baseUrl: server.baseUrl })("/api/missing/", {
        query: { country: "US", zip: "90210", first_name: "Ada", postal_code: "SW1A 1AA" },
      }),
    );
    expect(error.url).toBe(`${server.baseUrl}/api/missing/?country=US`);
    expect(error.message).not.toMatch(/90210|Ada|SW1A/);
  });

  it("times out a slow answer with status 0 and a clear message", async () => {
    const started = Date.now();
    const error = await caught(createRequest({ baseUrl: server.baseUrl, timeoutMs: 100 })("/api/slow/"));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(error).toMatchObject({ kind: "timeout", status: 0, method: "GET" });
    expect(error.message).toBe(`GET ${server.baseUrl}/api/slow/ timed out after 100 ms`);
  });

  it("times out an answer whose body stalls", async () => {
    const error = await caught(createRequest({ baseUrl: server.baseUrl })("/api/stall-body/", { timeoutMs: 100 }));
    expect(error).toMatchObject({ kind: "timeout", status: 0 });
  });

  it("reports a refused connection as a network failure", async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    const error = await caught(createRequest({ baseUrl: closed.baseUrl })("/api/echo/"));
    expect(error).toMatchObject({ kind: "network", status: 0, message: "Network request failed", data: null });
    expect(error.cause).toBeDefined();
  });

  it("reports a caller's cancellation as aborted", async () => {
    const controller = new AbortController();
    const pending = createRequest({ baseUrl: server.baseUrl })("/api/slow/", { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await caught(pending)).toMatchObject({ kind: "aborted", status: 0, message: "Aborted" });
  });
});

describe("createRequest with an injected fetch", () => {
  it("applies the default 10 s time limit to every call", async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_url: string | URL | globalThis.Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
      );
      const pending = caught(createRequest({ baseUrl: "http://api.test", fetch })("/x/"));
      await vi.advanceTimersByTimeAsync(9_999);
      expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: "timeout", message: "GET http://api.test/x/ timed out after 10000 ms" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("clears its timer once the answer is in", async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(async () => new Response(null, { status: 204 }));
      await createRequest({ baseUrl: "http://api.test", fetch })("/x/");
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("fails on a status below 200 too", async () => {
    const fetch = vi.fn(async () => ({ status: 199, statusText: "Odd", headers: new Headers(), text: async () => "" }) as Response);
    expect(await caught(createRequest({ baseUrl: "http://api.test", fetch })("/x/"))).toMatchObject({
      kind: "http",
      status: 199,
    });
  });
});
