import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/process/child-process";
import { findBinary } from "../../scripts/scale/binaries";
import { startRedis } from "../../scripts/scale/parts";

/** redis-server on a free port, in memory only, with `args` added; the suite installs it (scripts/system-packages.ts). */
export async function startRedisServer(args: string[] = []): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const binary = findBinary("redis-server");
  if (!binary) throw new Error("These tests run redis-server: `npm test` installs it, or: sudo apt-get install -y redis-server");
  const dir = mkdtempSync(path.join(tmpdir(), "test-redis-"));
  const port = await freePort();
  const server = await startRedis(binary, port, dir, false, args);
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: server.pid,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A TCP server that accepts connections and never answers, as a hung Redis does. */
export async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
