import { logger } from "./logger";

type Sdk = typeof import("@sentry/nextjs");

let started: Promise<Sdk> | undefined;

/**
 * The server's Sentry SDK, started (sentry.server.config.ts) the first time something is reported,
 * or at start when tracing needs it (instrumentation.ts). Until then the server holds none of it:
 * its code, integrations and per-request isolation scope, on a replica that reports nothing, which
 * is most of them most of the time. The price: the first report of a process carries no
 * breadcrumbs from before it (docs/operations.md, "Error reporting"). A failed load is tried again at the next report.
 */
function serverSentry(): Promise<Sdk> {
  started ??= import("../../../sentry.server.config")
    .then(() => import("@sentry/nextjs"))
    .catch((error: unknown) => {
      started = undefined;
      throw error;
    });
  return started;
}

/**
 * Hands something to error tracking when a DSN is configured, starting the SDK for it. Reporting
 * never fails its caller: an SDK that cannot load is logged, and the caller has logged what happened.
 * Settles once the report is handed over.
 */
export async function reportToSentry(report: (sdk: Sdk) => void): Promise<void> {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  try {
    report(await serverSentry());
  } catch (error) {
    logger.error("error reporting unavailable", { error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * An error nothing caught (an `uncaughtException`, seen through the monitor event, or an
 * `unhandledRejection`). Next.js's own listeners log both and keep the server running; this adds
 * the report, which the SDK's own process integrations would have made had it been running (they
 * are left out: sentry.server.config.ts).
 */
function reportUncaught(error: unknown, kind: "uncaughtException" | "unhandledRejection"): Promise<void> {
  return reportToSentry(({ captureException }) =>
    captureException(error, {
      captureContext: { level: kind === "uncaughtException" ? "fatal" : "error" },
      mechanism: { handled: false, type: `auto.node.${kind.toLowerCase()}` },
    }),
  );
}

let listening = false;

/**
 * Error reporting from the server's start (instrumentation.ts, with a DSN): uncaught errors and
 * unhandled rejections are reported from now on, and the SDK itself is loaded now only for
 * tracing, which must see every request; otherwise at the first report. Once per process.
 */
export async function startErrorReporting({ tracing }: { tracing: boolean }): Promise<void> {
  if (!listening) {
    listening = true;
    process.on("uncaughtExceptionMonitor", (error) => void reportUncaught(error, "uncaughtException"));
    process.on("unhandledRejection", (reason) => void reportUncaught(reason, "unhandledRejection"));
  }
  if (tracing) await serverSentry();
}
