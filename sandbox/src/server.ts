import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createLogger, logThresholdFrom } from "@/contracts/log";
import type { SandboxContext } from "./context";
import { openDatabase } from "./db/database";
import { createRequestHandler } from "./http/handle-request";
import { createRouter } from "./http/router";
import { seedShoppers } from "./identity/seed-shoppers";
import { sandboxRoutes } from "./routes";
import { startSandboxTracing, traceDatabaseWrites, tracedHandler } from "./telemetry/tracing";

export interface SandboxOptions {
  port?: number;
  host?: string;
  /** Where sandbox.db lives; default `.data/` at the repository root. */
  dataDir?: string;
  /** App origins allowed as return URLs and gateway CORS origins, added to the localhost:3000 defaults. */
  appOrigins?: string[];
  /** JSON log lines on stdout (one per request at `info`, LOG_LEVEL sets the level); false silences them. Default true. */
  log?: boolean;
  /** The URL browsers use to reach the sandbox; default http://<host>:<port>. */
  publicUrl?: string;
  /** Lifetime of a user token; default 12 hours. */
  userTokenTtlSeconds?: number;
  /** Delay before the pending test card is paid; default 5000 ms. */
  pendingSettleMs?: number;
  /** The clock, so tests can move time instead of waiting. */
  now?: () => number;
  /** An OpenTelemetry collector (`OTEL_COLLECTOR_URL`): requests and database writes go there as spans. */
  collectorUrl?: string;
  /**
   * false: the checkout API takes a second payment of a selection paid or in flight without asking,
   * as a checkout API without that check would (the app's own check is tested against it). Default true.
   */
  duplicateGuard?: boolean;
}

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_APP_ORIGINS = ["http://localhost:3000", "http://127.0.0.1:3000"];
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../.data", import.meta.url));

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? "127.0.0.1";
  const now = options.now ?? Date.now;
  const logger = createLogger({ level: options.log === false ? "silent" : logThresholdFrom() });
  const db = openDatabase(options.dataDir ?? DEFAULT_DATA_DIR);
  const tracing = options.collectorUrl ? startSandboxTracing(options.collectorUrl) : null;
  if (tracing) traceDatabaseWrites(db, tracing.tracer);
  seedShoppers(db, now());
  const appOrigins = [...new Set([...DEFAULT_APP_ORIGINS, ...(options.appOrigins ?? [])])];

  // Idle keep-alive connections outlive their clients' (as the app's do, scripts/server-process-env.ts):
  // with Node's 5 s, a client reusing one just as the server closes it gets ECONNRESET.
  const server = createServer({ keepAliveTimeout: 65_000 });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 4000, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const ctx: SandboxContext = {
    db,
    now,
    warn: (message) => logger.warn(message),
    config: {
      publicUrl: options.publicUrl ?? url,
      appOrigins,
      userTokenTtlMs: (options.userTokenTtlSeconds ?? 12 * 60 * 60) * 1000,
      pendingSettleMs: options.pendingSettleMs ?? 5000,
      // A provider's own secret; new per start (a return signed before a restart proves nothing after it).
      returnSigningKey: randomBytes(32),
      duplicateGuard: options.duplicateGuard ?? true,
    },
  };
  const handler = createRequestHandler({ lookup: createRouter(sandboxRoutes(ctx)), corsOrigins: appOrigins, logger });
  const serve = tracing ? tracedHandler(handler, tracing.tracer) : handler;
  server.on("request", (req, res) => void serve(req, res));

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          db.close();
          void (tracing?.close() ?? Promise.resolve()).finally(() => (error ? reject(error) : resolve()));
        });
        server.closeAllConnections();
      }),
  };
}
