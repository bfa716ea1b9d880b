import { logger } from "@/server/log";
import { EnvError, getEnv, parseEnv } from "./parse-env";
import { productionProblems } from "./production-requirements";

/**
 * Stops the server at start when the environment is invalid, naming every bad variable, and a
 * production server that lacks a setting production needs, naming every missing one.
 */
export function exitOnBadEnv(source: Record<string, string | undefined> = process.env): void {
  try {
    // Every bad value first (the environment must parse), then what production lacks.
    if (source === process.env) getEnv();
    else parseEnv(source);
    const missing = productionProblems(source);
    if (missing.length > 0) throw new EnvError(missing);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    logger.error(error.message);
    process.exit(1);
  }
}
