import { expect, test } from "./fixtures";

const HOSTILE = [
  "/%E0%A4%A/",
  "/payment/%",
  "/payment/?product=%",
  "/payment/?product[]=vpn&product[]=pass",
  "/payment/?currency=<script>alert(1)</script>",
  "/payment/?locale[]=de",
  "/payment/?locale=%00",
  "/de/payment/?product_filters={bad json",
  "/payment/?" + "a=1&".repeat(1200),
  "/payment/?coupon=" + "A".repeat(5000),
  "/ar/%2e%2e/%2e%2e/etc/passwd",
  "/payment/?product=\u202Evpn",
];

test("malformed addresses never produce a server error", async ({ request }) => {
  for (const path of HOSTILE) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
  }
});

// Malformed input gets a 400 or the safe default, never a 500 or an echo.
test("a non-ASCII login_target leads to the safe default, not a server error", async ({ request }) => {
  for (const path of ["/login/", "/oauth2/login/"]) {
    for (const target of ["／／evil.example", "/／evil.example/", "/päth/"]) {
      const response = await request.get(`${path}?login_target=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(response.status(), `${path} ${target}`).toBeLessThan(500);
      expect(response.headers().location ?? "", `${path} ${target}`).not.toMatch(/evil|％|／|päth/);
    }
  }
});

test("a request line with an absolute URL gets a 400 that does not echo it", async ({ baseURL }) => {
  const { connect } = await import("node:net");
  const { port } = new URL(baseURL ?? "");
  const answer = await new Promise<string>((resolve, reject) => {
    let text = "";
    const socket = connect(Number(port), "127.0.0.1", () =>
      socket.write(`GET http://evil.example/payment/ HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`),
    );
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  expect(answer).not.toContain("evil.example");
});

test("an /api address that is no route gets a JSON 404; a route's own segment wins over the query", async ({ request }) => {
  for (const path of ["/api/no-such-route/", "/api/orders/", "/api/orders/a/b/", "/api/users/auth/login/extra/"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([response.status(), response.headers()["content-type"]], path).toEqual([404, expect.stringContaining("application/json")]);
    expect(await response.json(), path).toMatchObject({ error: "not_found" });
  }
  // The provider list's kind comes from the address, never from a `kind` or `path` parameter.
  const refused = await request.get("/api/payments/providers/unknown/?kind=regular&path=regular");
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toMatchObject({ message: "There is no such provider list." });
});
