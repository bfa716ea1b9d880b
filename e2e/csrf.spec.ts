import { expect, test, type APIRequestContext } from "@playwright/test";
import { API_PATHS } from "../src/server/bff/api-paths";

/** Every /api route, as its address ("[cartId]" and "[kind]" filled in). */
function apiRoutes(): string[] {
  return API_PATHS.map((route) =>
    `/api/${route}/`.replace("[cartId]", "e2e-csrf-cart").replace("[kind]", "regular").replace("[locale]", "en"),
  );
}

type Method = "POST" | "DELETE";

/** Each mutating route, its method and a body it would accept from the checkout's own pages. */
const MUTATING: Record<string, { method: Method; body?: unknown }> = {
  "/api/users/auth/login/": { method: "POST", body: { language: "en" } },
  "/api/users/tokens/": { method: "DELETE" },
  "/api/users/trusted-token/": { method: "POST" },
  "/api/processing/pre/": { method: "POST", body: { plans: ["vpn-plus-1y"], currency: "USD", country: "US", provider: "card" } },
  "/api/carts/e2e-csrf-cart/account/password/": { method: "POST", body: { password: "a-long-sandbox-password" } },
};
/** Routes that change nothing: only GET (the health route answers other methods 405), or only reports a browser sends from anywhere. */
const NOT_MUTATING = [
  "/api/callback/",
  "/api/checkout/prefill/",
  "/api/orders/e2e-csrf-cart/",
  "/api/processing/iframe/",
  "/api/payments/providers/regular/",
  "/api/payments/taxes/",
  "/api/payments/provider-window/",
  "/api/carts/e2e-csrf-cart/account/",
  "/api/csp-report/",
  "/api/health/",
  "/api/messages/en/",
  "/api/status/",
];

function send(request: APIRequestContext, url: string, method: Method, headers: Record<string, string>, body?: unknown) {
  return request.fetch(url, {
    method,
    headers: { "idempotency-key": "e2e-csrf-0000000000000000", ...headers },
    data: body,
    maxRedirects: 0,
  });
}

test("csrf: the route list covers every /api route", () => {
  expect(apiRoutes().sort()).toEqual([...Object.keys(MUTATING), ...NOT_MUTATING].sort());
});

for (const [route, { method, body }] of Object.entries(MUTATING)) {
  test(`csrf: ${method} ${route} is refused from another origin, a spoofed Host or a cross-site fetch`, async ({ request, baseURL }) => {
    const app = new URL(baseURL!);
    const evil = "http://evil.example";
    const refusals: Record<string, string>[] = [
      { origin: evil },
      { referer: `${evil}/page/?${app.origin}` },
      // The sender chooses the Host header: it never makes its origin the app's.
      { origin: evil, host: "evil.example" },
      { origin: `http://127.0.0.1:${app.port}`, host: `127.0.0.1:${app.port}` },
      { origin: app.origin, "sec-fetch-site": "cross-site" },
      {},
    ];
    for (const headers of refusals) {
      const response = await send(request, route, method, headers, body);
      expect({ headers, status: response.status() }).toEqual({ headers, status: 403 });
      expect(await response.json()).toMatchObject({ error: "forbidden_origin" });
    }
    // The checkout's own pages get past the check (to whatever the route then answers).
    const own = await send(request, route, method, { origin: app.origin, "sec-fetch-site": "same-origin" }, body);
    expect(own.status()).not.toBe(403);
  });
}

test("csrf: the report endpoint changes nothing and takes reports from any page", async ({ request }) => {
  const response = await request.post("/api/csp-report/", {
    headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/csp-report" },
    data: JSON.stringify({ "csp-report": { "blocked-uri": "inline", "effective-directive": "script-src-elem" } }),
  });
  expect(response.status()).toBe(204);
});
