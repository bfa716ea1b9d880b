/**
 * `npm start` / `npm run dev`: the app on PORT (3000) of LISTEN_HOST (loopback unless set) with the
 * sandbox backend on SANDBOX_PORT (4000) unless PRICING_API_URL, CHECKOUT_API_URL and GATEWAY_URL
 * all point elsewhere.
 * A bad environment stops here, before anything listens, with every bad variable named.
 */
import path from "node:path";
import { pendingSettleMsSchema } from "../sandbox/src/pending-settle";
import { startSandbox } from "../sandbox/src/server";
import { parsePort, PortError } from "../src/contracts/port";
import { EnvError, parseEnv } from "../src/server/env";
import { onShutdown, shutdown, shutdownOnSignals, startProcess } from "./process/child-process";
import { listenHost, nextStart } from "./server-process-env";

const BACKEND_VARIABLES = ["PRICING_API_URL", "CHECKOUT_API_URL", "GATEWAY_URL"] as const;

function port(name: string, fallback: number, options?: { anyFree: boolean }): number {
  try {
    return parsePort(name, process.env[name], fallback, options);
  } catch (error) {
    if (!(error instanceof PortError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function pendingSettleMs(): number {
  const parsed = pendingSettleMsSchema.safeParse(process.env.SANDBOX_PENDING_SETTLE_MS);
  if (parsed.success) return parsed.data;
  console.error(`SANDBOX_PENDING_SETTLE_MS: ${parsed.error.issues[0]?.message}, got "${process.env.SANDBOX_PENDING_SETTLE_MS}"`);
  process.exit(1);
}

async function main() {
  const dev = process.argv.includes("--dev");
  const appPort = port("PORT", 3000);
  let host: string;
  try {
    host = listenHost(process.env.LISTEN_HOST);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const env: NodeJS.ProcessEnv = { ...process.env, APP_BASE_URL: process.env.APP_BASE_URL || `http://localhost:${appPort}` };

  const missing = BACKEND_VARIABLES.filter((name) => !process.env[name]);
  let sandbox: Awaited<ReturnType<typeof startSandbox>> | null = null;
  if (missing.length > 0) {
    // SANDBOX_EXTRA_APP_ORIGINS: other app servers that use this sandbox (the e2e fault suite's).
    const extraOrigins = (process.env.SANDBOX_EXTRA_APP_ORIGINS ?? "").split(",").filter(Boolean);
    const appOrigins = [`http://localhost:${appPort}`, `http://127.0.0.1:${appPort}`, new URL(env.APP_BASE_URL!).origin, ...extraOrigins];
    sandbox = await startSandbox({
      port: port("SANDBOX_PORT", 4000, { anyFree: true }),
      dataDir: process.env.SANDBOX_DATA_DIR || path.resolve(__dirname, "../.data"),
      appOrigins: [...new Set(appOrigins)],
      log: true,
      collectorUrl: process.env.OTEL_COLLECTOR_URL || undefined,
      pendingSettleMs: pendingSettleMs(),
    });
    const defaults = { PRICING_API_URL: `${sandbox.url}/graphql`, CHECKOUT_API_URL: sandbox.url, GATEWAY_URL: `${sandbox.url}/gateway` };
    for (const name of missing) env[name] = defaults[name];
    if (!process.env.DASHBOARD_URL) env.DASHBOARD_URL = `${sandbox.url}/dashboard/`;
    console.log(`sandbox: ${sandbox.url} (serving ${missing.join(", ")})`);
  }

  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      await sandbox?.close();
      process.exit(1);
    }
    throw error;
  }

  // The production process settings; `next dev` compiles in the process and needs more heap.
  const { args, env: processEnv } = dev
    ? { args: ["dev", "-p", String(appPort), "-H", host], env }
    : nextStart(env, { port: appPort, hostname: host });
  // Ctrl-C or a SIGTERM stops Next first, then the sandbox it uses (the latest registered first).
  if (sandbox) onShutdown(sandbox.close);
  shutdownOnSignals(dev ? "npm run dev" : "npm start");
  const next = startProcess(path.resolve(__dirname, "../node_modules/.bin/next"), args, { name: "next", env: processEnv, show: "inherit" });
  const status = await next.exited;
  await shutdown();
  process.exit(typeof status === "number" ? status : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
