import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import path from "node:path";
import { nextStart } from "../server-process-env";
import { haproxyConfig, HEALTH_PATH, PIN_COOKIE, SERVED_BY_HEADER, type BalancerConfig } from "./haproxy-config";

/** One process of the scale-out: its output so far, and ways to stop or kill it. */
export interface Part {
  name: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, then SIGKILL after five seconds; resolves once it has exited. */
  stop: () => Promise<void>;
  /** SIGKILL at once, as a crash or an out-of-memory kill does. */
  kill: () => Promise<void>;
}

const OUTPUT_LIMIT = 64 * 1024;

/**
 * Starts a process in its own process group (so stopping it stops whatever it starts) and keeps
 * the last 64 KiB of its output; with `echo`, its lines also go to this process's stdout,
 * prefixed with its name.
 */
export function startPart(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; echo?: boolean } = {},
): Part {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
    if (options.echo) for (const line of chunk.toString().split("\n").filter(Boolean)) process.stdout.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.on("error", (error) => keep(Buffer.from(`${error.message}\n`)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (which: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, which);
    } catch {
      // Already gone.
    }
  };
  return {
    name,
    child,
    output: () => output,
    stop: async () => {
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
    kill: async () => {
      signal("SIGKILL");
      await exited;
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `ready` until it is true. When the part exits or time runs out, stops the part and fails
 * with its output.
 */
export async function waitUntilReady(part: Part, ready: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    const problem =
      part.child.exitCode !== null || part.child.signalCode !== null
        ? "stopped while starting"
        : Date.now() > deadline
          ? `was not ready within ${timeoutMs / 1000} s`
          : null;
    if (problem) {
      await part.stop();
      throw new Error(`${part.name} ${problem}:\n${part.output()}`);
    }
    await pause(250);
  }
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

async function answersHealth(url: string): Promise<boolean> {
  const response = await fetch(`${url}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2_000) });
  return response.status === 200;
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
  await waitUntilReady(part, async () => Boolean(await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) })), 30_000);
  return part;
}

/** redis-server on 127.0.0.1:port, in memory only (no snapshot, no append-only file), working in `dir`. */
export async function startRedis(binary: string, port: number, dir: string, echo = false): Promise<Part> {
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
  ];
  const part = startPart("redis", binary, args, { echo });
  await waitUntilReady(part, () => redisAnswersPing(port), 20_000);
  return part;
}

/** One `next start` of the existing build on 127.0.0.1:port, with the production process settings, ready once its health route answers. */
export async function startReplica(name: string, port: number, env: NodeJS.ProcessEnv, root: string, echo = false): Promise<Part> {
  const next = path.join(root, "node_modules/.bin/next");
  const start = nextStart({ ...env, PORT: String(port) }, { port, hostname: "127.0.0.1" });
  const part = startPart(name, next, start.args, { env: start.env, cwd: root, echo });
  await waitUntilReady(part, () => answersHealth(`http://127.0.0.1:${port}`));
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
  await waitUntilReady(part, servesEveryReplica, 30_000);
  return part;
}
