// @vitest-environment node
import { Agent, request } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** GET `path` through `agent`: the status, the Keep-Alive header and whether an idle socket was reused. */
function get(agent: Agent, path: string): Promise<{ status: number; keepAlive: string | string[] | undefined; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(`${sandbox.url}${path}`, { agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode!, keepAlive: response.headers["keep-alive"], reused: req.reusedSocket }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

// A client that reuses an idle connection just as the server closes it gets ECONNRESET: Node's
// default of 5 s is shorter than the clients' own idle time (Playwright's and Node's agents keep
// sockets until the server closes them).
it("keeps an idle keep-alive connection open past Node's default 5 s", { timeout: 20_000 }, async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent, "/graphql?query=%7B__typename%7D");
    expect(first.keepAlive).toBe("timeout=65");
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    const second = await get(agent, "/graphql?query=%7B__typename%7D");
    expect(second).toMatchObject({ status: first.status, reused: true });
  } finally {
    agent.destroy();
  }
});
