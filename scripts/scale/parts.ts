import { writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import path from "node:path";
import { startProcess, type RunningProcess } from "../process/child-process";
import { nextStart } from "../server-process-env";
import { haproxyConfig, HEALTH_PATH, PIN_COOKIE, SERVED_BY_HEADER, type BalancerConfig } from "./haproxy-config";

/** One process of the scale-out; with `echo`, its lines go to this process's stdout, prefixed with its name. */
export type Part = RunningProcess;

function startPart(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; echo?: boolean },
): Part {
  return startProcess(command, args, { name, env: options.env, cwd: options.cwd, show: options.echo ? "prefixed" : "none" });
}

/** Whether a port is free on this host: the parts are told their ports, so a clash must be said plainly. */
export async function assertPortFree(port: number, what: string): Promise<void> {
  const server = createServer();
  const free = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => resolve(true));
  });
  if (free) await new Promise((resolve) => server.close(resolve));
  else throw new Error(`Port ${port} (${what}) is already in use; choose another with the environment (see scripts/scale/scale-local.ts).`);
}

/** Whether this machine has the IPv6 loopback, so `localhost` may resolve to ::1. */
export async function hasIpv6Loopback(): Promise<boolean> {
  const server = createServer();
  const ok = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(0, "::1", () => resolve(true));
  });
  if (ok) await new Promise((resolve) => server.close(resolve));
  return ok;
}

function redisAnswersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      resolve(data.toString().startsWith("+PONG"));
      socket.end();
    });
  });
}

/** The sandbox backend (`npm run sandbox`) on 127.0.0.1:port, taking payments back to `appOrigins`. */
export async function startSandboxPart(port: number, dataDir: string, appOrigins: string[], root: string, echo = false): Promise<Part> {
  const env = { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DATA_DIR: dataDir, SANDBOX_APP_ORIGINS: appOrigins.join(",") };
  const part = startPart("sandbox", path.join(root, "node_modules/.bin/tsx"), [path.join(root, "sandbox/src/main.ts")], {
    env,
    cwd: root,
    echo,
  });
  // Any answer will do: it is listening.
  await part.waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 30_000 });
  return part;
}

/** redis-server on 127.0.0.1:port, in memory only (no snapshot, no append-only file), working in `dir`, with `extraArgs`. */
export async function startRedis(binary: string, port: number, dir: string, echo = false, extraArgs: string[] = []): Promise<Part> {
  const args = [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--dir",
    dir,
    "--save",
    "",
    "--appendonly",
    "no",
    "--daemonize",
    "no",
    "--loglevel",
    "warning",
    ...extraArgs,
  ];
  const part = startPart("redis", binary, args, { echo });
  await part.waitUntil(() => redisAnswersPing(port), { timeoutMs: 20_000, what: "answering PING" });
  return part;
}

/** One `next start` of the existing build on 127.0.0.1:port, with the production process settings, ready once its health route answers. */
export async function startReplica(name: string, port: number, env: NodeJS.ProcessEnv, root: string, echo = false): Promise<Part> {
  const next = path.join(root, "node_modules/.bin/next");
  const start = nextStart({ ...env, PORT: String(port) }, { port, hostname: "127.0.0.1" });
  const part = startPart(name, next, start.args, { env: start.env, cwd: root, echo });
  await part.waitForUrl(`http://127.0.0.1:${port}${HEALTH_PATH}`, { timeoutMs: 90_000, accept: (response) => response.status === 200 });
  return part;
}

/**
 * HAProxy in the foreground with a configuration written into `dir`, ready once every replica
 * answers through it (its health checks have found them all up).
 */
export async function startBalancer(binary: string, config: BalancerConfig, dir: string, url: string, echo = false): Promise<Part> {
  const file = path.join(dir, "haproxy.cfg");
  writeFileSync(file, haproxyConfig(config));
  const part = startPart("haproxy", binary, ["-db", "-f", file], { echo });
  const servesEveryReplica = async () => {
    for (const { name } of config.replicas) {
      const response = await fetch(`${url}${HEALTH_PATH}`, {
        headers: { cookie: `${PIN_COOKIE}=${name}` },
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status !== 200 || response.headers.get(SERVED_BY_HEADER) !== name) return false;
    }
    return true;
  };
  await part.waitUntil(servesEveryReplica, { timeoutMs: 30_000, what: "serving every replica" });
  return part;
}
