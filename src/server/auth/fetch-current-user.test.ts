// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, startTestSandbox, type TestSandbox } from "../../../sandbox/test/test-sandbox";
import { fetchCurrentUser } from "./fetch-current-user";

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  // The environment is read on first use, so the helper talks to this sandbox.
  process.env.CHECKOUT_API_URL = sandbox.url;
});

afterAll(async () => {
  await sandbox.close();
});

const requestWith = (token?: string) => ({ headers: { "user-agent": "vitest" }, cookies: token ? { token } : {} });

describe("fetchCurrentUser", () => {
  it("is the logged-in shopper for a valid token", async () => {
    const token = await loginAs(sandbox.url, "tpt_shopper");
    expect(await fetchCurrentUser(requestWith(token))).toEqual({ email: "shopper@example.com" });
  });

  it("is anonymous without a token, with a bad one and with a revoked one", async () => {
    expect(await fetchCurrentUser(requestWith())).toBeNull();
    expect(await fetchCurrentUser(requestWith("not-a-token"))).toBeNull();
    const token = await loginAs(sandbox.url, "tpt_new");
    await fetch(`${sandbox.url}/api/users/tokens/`, { method: "DELETE", headers: { "x-user-token": token } });
    expect(await fetchCurrentUser(requestWith(token))).toBeNull();
  });
});
