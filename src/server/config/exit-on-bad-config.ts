import { getExperiments } from "@/server/experiments";
import { getFlagConfig } from "@/server/feature-flags";

/** Stops the server at start when the flag or experiment configuration is invalid, naming it. */
export function exitOnBadConfig(): void {
  try {
    getFlagConfig();
    getExperiments();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
