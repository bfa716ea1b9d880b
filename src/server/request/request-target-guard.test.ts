// @vitest-environment node
import { createServer, Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardRequestTargets, isServedRequestTarget } from "./request-target-guard";

describe("isServedRequestTarget", () => {
  it.each(["/", "/payment/?product=vpn", "/de/payment/"])("serves the path %j", (target) => {
    expect(isServedRequestTarget(target, "GET")).toBe(true);
  });

  it.each(["http://evil.example/payment/", "https://evil.example/", "//evil.example/", "evil.example:443", "", undefined])(
    "refuses %j",
    (target) => {
      expect(isServedRequestTarget(target, "GET")).toBe(false);
    },
  );

  it("allows * only for OPTIONS", () => {
    expect(isServedRequestTarget("*", "OPTIONS")).toBe(true);
    expect(isServedRequestTarget("*", "GET")).toBe(false);
  });
});

/** Sends a raw request line and returns the raw answer's head. */
function rawRequest(port: number, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("guardRequestTargets", () => {
  class GuardedServer extends Server {}
  let server: Server;
  let port: number;
  beforeAll(async () => {
    guardRequestTargets(GuardedServer);
    server = new GuardedServer((req, res) => {
      res.writeHead(308, { location: req.url ?? "/" });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers an absolute request line with a 400 that does not echo it", async () => {
    const answer = await rawRequest(port, "GET http://evil.example/payment/ HTTP/1.1");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toContain("evil.example");
  });

  it("passes a path through to the app", async () => {
    expect(await rawRequest(port, "GET /payment/ HTTP/1.1")).toMatch(/^HTTP\/1\.1 308 [^]*location: \/payment\//i);
  });

  it("leaves other servers alone", () => {
    expect(createServer().emit).toBe(Server.prototype.emit);
  });
});
