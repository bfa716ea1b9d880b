import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "../../src/server/env";
import { requireScaleBinaries } from "./binaries";
import { assertPortFree, hasIpv6Loopback, startBalancer, startRedis, startReplica, startSandboxPart, type Part } from "./parts";

export interface ScaleOutPorts {
  balancer: number;
  replicas: number[];
  redis: number;
  sandbox: number;
}

export interface ScaleOutOptions {
  ports: ScaleOutPorts;
  /** The sandbox's database directory; default a fresh one in the run's temp directory. */
  sandboxDataDir?: string;
  /** Every part's output on this process's stdout, each line prefixed with its name. */
  echo?: boolean;
  /** Extra environment for the replicas (both get the same). */
  env?: Record<string, string>;
}

export interface ScaleOut {
  /** The balancer, as shoppers reach it (the replicas' APP_BASE_URL). */
  url: string;
  sandboxUrl: string;
  redisUrl: string;
  /** redis-server itself, for tests that stop or pause it. */
  redis: Part;
  /** The replicas by name (a, b, …), each with its own address. */
  replicas: { name: string; url: string; part: Part }[];
  stop: () => Promise<void>;
}

const ROOT = path.resolve(__dirname, "../..");
export const REPLICA_NAMES = ["a", "b", "c", "d"];

/**
 * The whole scale-out on this machine: one sandbox, redis-server in a temp directory, a
 * `next start` replica of the existing build per replica port (the same environment for each,
 * REDIS_URL included), and HAProxy in front. Fails before starting anything when haproxy or
 * redis-server is missing, a port is taken or there is no build; stops what it started when a
 * later part fails.
 */
export async function startScaleOut({ ports, sandboxDataDir, echo = false, env = {} }: ScaleOutOptions): Promise<ScaleOut> {
  const binaries = requireScaleBinaries();
  if (ports.replicas.length < 1 || ports.replicas.length > REPLICA_NAMES.length)
    throw new Error(`Between 1 and ${REPLICA_NAMES.length} replicas, got ${ports.replicas.length}.`);
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) throw new Error("There is no production build: run `npx next build` first.");
  await assertPortFree(ports.balancer, "the balancer");
  await assertPortFree(ports.redis, "redis-server");
  await assertPortFree(ports.sandbox, "the sandbox");
  for (const port of ports.replicas) await assertPortFree(port, "a replica");

  const workDir = mkdtempSync(path.join(tmpdir(), "checkout-scale-"));
  const url = `http://localhost:${ports.balancer}`;
  const replicaUrls = ports.replicas.map((port) => `http://127.0.0.1:${port}`);
  const started: Part[] = [];
  const stop = async () => {
    for (const part of started.splice(0).reverse()) await part.stop();
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    const dataDir = sandboxDataDir ?? path.join(workDir, "sandbox");
    mkdirSync(dataDir, { recursive: true });
    const sandbox = await startSandboxPart(ports.sandbox, dataDir, [url, `http://127.0.0.1:${ports.balancer}`, ...replicaUrls], ROOT, echo);
    started.push(sandbox);
    const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;

    const redis = await startRedis(binaries.redisServer, ports.redis, workDir, echo);
    started.push(redis);
    const redisUrl = `redis://127.0.0.1:${ports.redis}`;

    const replicaEnv: NodeJS.ProcessEnv = {
      ...process.env,
      ...env,
      APP_BASE_URL: url,
      PRICING_API_URL: `${sandboxUrl}/graphql`,
      CHECKOUT_API_URL: sandboxUrl,
      GATEWAY_URL: `${sandboxUrl}/gateway`,
      DASHBOARD_URL: `${sandboxUrl}/dashboard/`,
      REDIS_URL: redisUrl,
      // The balancer connects from the loopback address: its X-Forwarded-For names the shopper.
      TRUSTED_PROXIES: "127.0.0.1",
    };
    // A bad environment is said here, once, not by each replica.
    parseEnv(replicaEnv);
    const starts = await Promise.allSettled(
      ports.replicas.map((port, index) => startReplica(REPLICA_NAMES[index]!, port, replicaEnv, ROOT, echo)),
    );
    const replicaParts = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []));
    started.push(...replicaParts);
    const failed = starts.find((start) => start.status === "rejected");
    if (failed) throw failed.reason;
    const replicas = replicaParts.map((part, index) => ({ name: part.name, url: replicaUrls[index]!, part }));

    const binds = [`127.0.0.1:${ports.balancer}`];
    if (await hasIpv6Loopback()) binds.push(`ipv6@::1:${ports.balancer}`);
    const balancer = await startBalancer(
      binaries.haproxy,
      { binds, replicas: replicas.map(({ name }, index) => ({ name, address: `127.0.0.1:${ports.replicas[index]}` })) },
      workDir,
      `http://127.0.0.1:${ports.balancer}`,
      echo,
    );
    started.push(balancer);
    return { url, sandboxUrl, redisUrl, redis, replicas, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
