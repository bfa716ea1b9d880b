import { getEnv } from "@/server/env";
import { loadExperiments, type Experiment } from "./experiment-config";

let cached: Experiment[] | undefined;

/** The deployment's experiments, read and checked once (a bad config stops the server at start). */
export function getExperiments(): Experiment[] {
  if (!cached) {
    const env = getEnv();
    try {
      cached = loadExperiments(env.EXPERIMENTS_CONFIG, env.DEPLOY_ENV);
    } catch (error) {
      throw new Error(
        `Invalid environment configuration:\n  - EXPERIMENTS_CONFIG: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return cached;
}
