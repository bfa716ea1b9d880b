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
import { parsePort } from "../../src/contracts/port";
import { onShutdown, shutdownOnSignals } from "../process/child-process";
import { startScaleOut } from "./scale-out";

async function main() {
  // Ctrl-C while the parts start stops the ones already running too.
  shutdownOnSignals("scale:local");
  const ports = {
    balancer: parsePort("SCALE_PORT", process.env.SCALE_PORT, 3000),
    replicas: (process.env.SCALE_REPLICA_PORTS || "3001,3002")
      .split(",")
      .map((port) => port.trim())
      .filter(Boolean)
      .map((port, index) => parsePort(`SCALE_REPLICA_PORTS[${index}]`, port, 0)),
    redis: parsePort("SCALE_REDIS_PORT", process.env.SCALE_REDIS_PORT, 6380),
    sandbox: parsePort("SANDBOX_PORT", process.env.SANDBOX_PORT, 4000),
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
  onShutdown(scaleOut.stop);
}

main().catch((error: unknown) => {
  // A missing haproxy or redis-server, a taken port or no build: the message says what to do.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
