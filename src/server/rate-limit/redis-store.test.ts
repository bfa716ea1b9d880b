// @vitest-environment node
import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closedPort } from "@/test/closed-port";
import { createRedisStore } from "./redis-store";

const servers: { server: Server; sockets: Set<Socket> }[] = [];

/** A TCP server that accepts connections and never answers, as a hung Redis does. */
async function silentServer(): Promise<number> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push({ server, sockets });
  return (server.address() as { port: number }).port;
}

afterEach(async () => {
  for (const { server, sockets } of servers.splice(0)) {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe("rate limiting in Redis when Redis fails", () => {
  it.each([
    ["down", closedPort],
    ["hanging", silentServer],
  ])("still counts every hit, in the process, without waiting when Redis is %s", async (_, port) => {
    const store = createRedisStore(`redis://127.0.0.1:${await port()}`, 200);
    const startedAt = Date.now();
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push((await store.hit("login:session:x", 60_000)).count);
    expect(counts).toEqual([1, 2, 3]);
    // At most one timeout per hit, never the connection's retries.
    expect(Date.now() - startedAt).toBeLessThan(3 * 200 + 500);
  });
});
