import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ORIGIN, startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe("CORS for the app's pages", () => {
  it.each(["/graphql", "/gateway/v1/tokens"])("answers the preflight of %s for an app origin", async (path) => {
    const response = await fetch(`${sandbox.url}${path}`, {
      method: "OPTIONS",
      headers: { origin: APP_ORIGIN, "access-control-request-method": "GET", "access-control-request-headers": "content-type" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(APP_ORIGIN);
    expect(response.headers.get("access-control-allow-methods")).toContain("GET");
  });

  it("lets an app page read a pricing answer, and no other site", async () => {
    const query = encodeURIComponent("{ __typename }");
    const allowed = await fetch(`${sandbox.url}/graphql?query=${query}`, { headers: { origin: APP_ORIGIN } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe(APP_ORIGIN);
    const other = await fetch(`${sandbox.url}/graphql?query=${query}`, { headers: { origin: "https://evil.example.com" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});
