/**
 * `npm run scale:local`: the app scaled out on this machine, as production runs it. One sandbox,
 * redis-server for the shared rate-limit counters, two `next start` replicas of one build with
 * the same environment, and HAProxy in front (round-robin, health checks on /api/health/,
 * retries on another replica). Ctrl-C stops everything.
 *
 * Ports, from the environment: SCALE_PORT (the balancer, 3000), SCALE_REPLICA_PORTS (3001,3002),
 * SCALE_REDIS_PORT (6380), SANDBOX_PORT (4000); SANDBOX_DATA_DIR keeps the sandbox's database
 * (default: a fresh one for the run).
 */
import { startScaleOut } from "./scale-out";

function portFrom(name: string, fallback: string): number {
  const raw = process.env[name] || fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new Error(`${name}: must be a port number from 1 to 65535, got "${raw}"`);
  return value;
}

async function main() {
  const ports = {
    balancer: portFrom("SCALE_PORT", "3000"),
    replicas: (process.env.SCALE_REPLICA_PORTS || "3001,3002")
      .split(",")
      .map((port, index) => portFrom(`SCALE_REPLICA_PORTS[${index}]`, port.trim())),
    redis: portFrom("SCALE_REDIS_PORT", "6380"),
    sandbox: portFrom("SANDBOX_PORT", "4000"),
  };
  const scaleOut = await startScaleOut({ ports, sandboxDataDir: process.env.SANDBOX_DATA_DIR || undefined, echo: true });
  console.log(
    [
      "",
      `checkout:  ${scaleOut.url}  (HAProxy, round-robin over ${scaleOut.replicas.length} replicas)`,
      ...scaleOut.replicas.map(({ name, url }) => `replica ${name}: ${url}`),
      `redis:     ${scaleOut.redisUrl}  (REDIS_URL of every replica)`,
      `sandbox:   ${scaleOut.sandboxUrl}`,
      "Each answer names its replica in X-Served-By. Ctrl-C stops everything.",
      "",
    ].join("\n"),
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("stopping the balancer, the replicas, redis and the sandbox");
    await scaleOut.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  // A missing haproxy or redis-server, a taken port or no build: the message says what to do.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
