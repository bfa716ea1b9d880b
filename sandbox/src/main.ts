// `npm run sandbox`: the local commerce backend on SANDBOX_PORT (default 4000).
import { z } from "zod";
import { createLogger } from "@/contracts/log";
import { portSchema } from "@/contracts/port";
import { schemaMessages } from "@/contracts/schema-messages";
import { pendingSettleMsSchema } from "./pending-settle";
import { startSandbox } from "./server";

const logger = createLogger();

const envSchema = z.object({
  SANDBOX_PORT: portSchema(4000, { anyFree: true }),
  SANDBOX_HOST: z.string().min(1).default("127.0.0.1"),
  SANDBOX_DATA_DIR: z.string().min(1).optional(),
  SANDBOX_PUBLIC_URL: z.url().optional(),
  /** Extra app origins, comma-separated, e.g. http://localhost:3100. */
  SANDBOX_APP_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  SANDBOX_PENDING_SETTLE_MS: pendingSettleMsSchema,
  /** An OpenTelemetry collector for the sandbox's spans (requests and database writes). */
  OTEL_COLLECTOR_URL: z.union([z.literal("").transform(() => undefined), z.url()]).optional(),
});

async function main(): Promise<void> {
  const parsed = envSchema.safeParse(process.env, { error: schemaMessages });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    logger.error(`sandbox: bad environment: ${problems}`);
    process.exit(1);
  }
  const env = parsed.data;
  const sandbox = await startSandbox({
    port: env.SANDBOX_PORT,
    host: env.SANDBOX_HOST,
    dataDir: env.SANDBOX_DATA_DIR,
    publicUrl: env.SANDBOX_PUBLIC_URL,
    collectorUrl: env.OTEL_COLLECTOR_URL,
    appOrigins: env.SANDBOX_APP_ORIGINS,
    pendingSettleMs: env.SANDBOX_PENDING_SETTLE_MS,
  });
  logger.info("sandbox listening", { url: sandbox.url });
  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  logger.error("sandbox failed to start", { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
