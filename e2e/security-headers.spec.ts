import { connect } from "node:net";
import { expect, test, type APIResponse } from "@playwright/test";
import { SANDBOX_BACKENDS } from "./support/api";
import { startFaultApp, type FaultApp } from "./support/fault-app";

/** The security headers of a response, as a snapshot: the CSP's nonce and ports masked. */
function securitySnapshot(response: APIResponse) {
  const headers = response.headers();
  const mask = (value: string | undefined) => value?.replace(/'nonce-[^']+'/, "'nonce-…'").replace(/:\d{4,5}\b/g, ":PORT");
  return {
    "content-security-policy": mask(headers["content-security-policy"]),
    "reporting-endpoints": mask(headers["reporting-endpoints"]),
    "referrer-policy": headers["referrer-policy"],
    "x-content-type-options": headers["x-content-type-options"],
    "cross-origin-opener-policy": headers["cross-origin-opener-policy"],
    "x-frame-options": headers["x-frame-options"],
    "x-powered-by": headers["x-powered-by"],
  };
}

const POLICY =
  "default-src 'self'; script-src 'self' 'nonce-…' 'strict-dynamic' http://127.0.0.1:PORT https://www.googletagmanager.com; worker-src 'self'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://www.googletagmanager.com https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com; " +
  "font-src 'self'; connect-src 'self' http://127.0.0.1:PORT https://www.googletagmanager.com https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com; " +
  "frame-src http://127.0.0.1:PORT; form-action 'self' http://127.0.0.1:PORT; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; report-uri /api/csp-report/; report-to csp-endpoint";

const EXPECTED = {
  "content-security-policy": POLICY,
  "reporting-endpoints": 'csp-endpoint="http://localhost:PORT/api/csp-report/"',
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "cross-origin-opener-policy": "same-origin-allow-popups",
  "x-frame-options": "DENY",
  "x-powered-by": undefined,
};

/** One HTTP/1.1 request written by hand, for request lines no client library sends. */
function rawRequest(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

test.describe("security headers on every response", () => {
  test("security headers: /, /payment/, /success/, a 404, static files, an /api route and redirects carry the same policy", async ({
    request,
    baseURL,
  }) => {
    // In Poland, where Google Pay is not offered (e2e/google-pay.spec.ts has the pages that offer it).
    const html = await request.get("/payment/?product=vpn", { headers: { "cf-ipcountry": "PL" } });
    // The page's loader names its scripts in a JSON list (src/lib/document-scripts).
    const chunk = /"(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(chunk).toBeTruthy();
    const answers: Record<string, APIResponse> = {
      "/": await request.get("/"),
      "/payment/": html,
      "/success/": await request.get("/success/"),
      "404": await request.get("/no-such-page/"),
      "static file": await request.get("/favicon.svg"),
      "static chunk": await request.get(chunk!),
      "/api route": await request.get("/api/payments/providers/regular/?country=US&currency=USD&plan=vpn-plus-1y"),
      "trailing-slash redirect": await request.get("/payment", { maxRedirects: 0 }),
      "locale redirect": await request.get("/?locale=de", { maxRedirects: 0 }),
    };
    expect(answers["404"]?.status()).toBe(404);
    expect(answers["trailing-slash redirect"]?.status()).toBe(308);
    expect(answers["locale redirect"]?.status()).toBe(307);
    for (const [name, response] of Object.entries(answers)) {
      expect({ name, ...securitySnapshot(response) }).toEqual({ name, ...EXPECTED });
    }
    // No HSTS on a local run's plain http: a browser would remember it for localhost.
    expect(answers["/"]?.headers()["strict-transport-security"]).toBeUndefined();
    // Each response has its own nonce, and the page's scripts carry the one of its header.
    const nonce = /'nonce-([^']+)'/.exec(html.headers()["content-security-policy"] ?? "")?.[1];
    expect(await html.text()).toContain(`nonce="${nonce}"`);
    expect(answers["/"]?.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
    expect(baseURL).toBeTruthy();
  });

  test("security headers: an address with a token sends no Referer, and an absolute request line is refused with the headers, never echoed", async ({
    request,
    baseURL,
  }) => {
    const withToken = await request.get("/?trusted_pass_token=e2e-sentinel-token", { maxRedirects: 0 });
    expect(withToken.headers()["referrer-policy"]).toBe("no-referrer");
    const answer = await rawRequest(Number(new URL(baseURL!).port), "GET http://evil.example/payment/ HTTP/1.1");
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
    expect(answer.toLowerCase()).not.toContain("location:");
    expect(answer).not.toContain("evil.example");
    expect(answer).toContain("Cross-Origin-Opener-Policy: same-origin-allow-popups");
  });
});

test.describe("CSP violation reports", () => {
  test("csp report: both report formats are taken with a 204, oversized and foreign bodies are refused", async ({ request }) => {
    const legacy = await request.post("/api/csp-report/", {
      headers: { "content-type": "application/csp-report" },
      data: JSON.stringify({
        "csp-report": {
          "document-uri": "http://localhost/payment/?email=a%40b.co",
          "blocked-uri": "https://evil.example/x.js",
          "effective-directive": "script-src-elem",
        },
      }),
    });
    expect(legacy.status()).toBe(204);
    const reportingApi = await request.post("/api/csp-report/", {
      headers: { "content-type": "application/reports+json" },
      data: JSON.stringify([
        {
          type: "csp-violation",
          url: "http://localhost/",
          body: { documentURL: "http://localhost/", blockedURL: "inline", effectiveDirective: "script-src-elem" },
        },
      ]),
    });
    expect(reportingApi.status()).toBe(204);
    const oversized = await request.post("/api/csp-report/", {
      headers: { "content-type": "application/csp-report" },
      data: JSON.stringify({ "csp-report": { "blocked-uri": "x".repeat(40_000) } }),
    });
    expect(oversized.status()).toBe(413);
    const foreign = await request.post("/api/csp-report/", { headers: { "content-type": "text/plain" }, data: "hello" });
    expect(foreign.status()).toBe(415);
    expect(
      (await request.post("/api/csp-report/", { headers: { "content-type": "application/csp-report" }, data: "{not json" })).status(),
    ).toBe(400);
  });
});

test.describe("outside a local run", () => {
  let app: FaultApp;

  test.beforeAll(async () => {
    app = await startFaultApp(
      {
        DEPLOY_ENV: "staging",
        ...SANDBOX_BACKENDS,
      },
      { anyPort: true },
    );
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test("staging: HSTS on every response, every cookie Secure, and a violation report logged without its query strings", async ({
    request,
  }) => {
    const responses = await Promise.all(
      [
        "/",
        "/payment/?product=vpn&ff=coupon:off",
        "/no-such-page/",
        "/favicon.svg",
        "/api/payments/providers/regular/?country=US&currency=USD&plan=vpn-plus-1y",
        "/payment",
        "/?locale=de",
        "/login/?login_target=%2Fpayment%2F",
      ].map((path) => request.get(`${app.url}${path}`, { maxRedirects: 0 })),
    );
    const cookies: string[] = [];
    for (const response of responses) {
      expect(response.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
      cookies.push(
        ...response
          .headersArray()
          .filter(({ name }) => name.toLowerCase() === "set-cookie")
          .map(({ value }) => value),
      );
    }
    // The locale and feature-flag cookies, and the login's (the sandbox refuses this app's return
    // address, so the failure's); staging ships no experiments, so no experiment cookie.
    const names = cookies.map((cookie) => cookie.split("=")[0]);
    expect(names).toEqual(expect.arrayContaining(["locale", "feature_flags", "login_failed"]));
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/);

    await request.post(`${app.url}/api/csp-report/`, {
      headers: { "content-type": "application/csp-report" },
      data: JSON.stringify({
        "csp-report": {
          "document-uri": `${app.url}/payment/?trusted_pass_token=sentinel-token`,
          "blocked-uri": "https://evil.example/x.js?code=sentinel-code",
          "effective-directive": "script-src-elem",
        },
      }),
    });
    await expect
      .poll(() => app.output())
      .toContain(`"msg":"csp-violation","directive":"script-src-elem","blocked":"https://evil.example/x.js","page":"${app.url}/payment/"`);
    expect(app.output()).not.toContain("sentinel");
  });
});
