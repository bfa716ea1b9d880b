import { logger } from "@/server/log";
import { EnvError, getEnv } from "./parse-env";

/** Stops the server at start when the environment is invalid, naming every bad variable. */
export function exitOnBadEnv(): void {
  try {
    getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    logger.error(error.message);
    process.exit(1);
  }
}
