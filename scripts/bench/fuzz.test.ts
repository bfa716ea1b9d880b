import { describe, expect, it } from "vitest";
import { fuzzRequests } from "./fuzz";

const ORIGIN = "http://localhost:3000";

describe("the bench's fuzz", () => {
  it("is the same list for the same seed, so a failure can be replayed", () => {
    expect(fuzzRequests(200, 42, ORIGIN)).toEqual(fuzzRequests(200, 42, ORIGIN));
    expect(fuzzRequests(200, 43, ORIGIN)).not.toEqual(fuzzRequests(200, 42, ORIGIN));
  });

  it("reaches every page, GET route and POST route, and every POST passes the origin check", () => {
    const requests = fuzzRequests(10_000, 20261124, ORIGIN);
    const paths = requests.map((request) => request.path.split("?")[0]!);
    for (const page of ["/payment/", "/products/", "/success/", "/login/", "/oauth2/login/"])
      expect(paths.some((path) => path.endsWith(page))).toBe(true);
    for (const route of [
      "/api/payments/taxes/",
      "/api/checkout/prefill/",
      "/api/callback/",
      "/api/processing/pre/",
      "/api/users/auth/login/",
      "/api/csp-report/",
    ]) {
      expect(paths).toContain(route);
    }
    const posts = requests.filter((request) => request.method === "POST");
    expect(posts.length).toBeGreaterThan(2_000);
    expect(posts.every((request) => request.headers?.origin === ORIGIN && request.headers["sec-fetch-site"] === "same-origin")).toBe(true);
    // Every address is one a client can send.
    expect(requests.every((request) => new URL(request.path, ORIGIN).origin === ORIGIN)).toBe(true);
  });
});
