import { getExperiments } from "@/server/experiments";
import { getFlagConfig } from "@/server/feature-flags";
import { logger } from "@/server/log";

/** Stops the server at start when the flag or experiment configuration is invalid, naming it. */
export function exitOnBadConfig(): void {
  try {
    getFlagConfig();
    getExperiments();
  } catch (error) {
    logger.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
