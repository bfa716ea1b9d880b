import { z } from "zod";
import { FLAG_NAMES, type FeatureFlags } from "@/features/feature-flags";
import { loadJsonConfig } from "@/server/config";
import { getEnv } from "@/server/env";
import shippedDefaults from "./default-flags.json";

const flagConfigSchema = z.partialRecord(
  z.enum(FLAG_NAMES),
  z.string().regex(/^[a-z0-9_-]{1,32}$/i, 'must be "on", "off" or a variant name'),
);

/**
 * The deployment's flag values, from FEATURE_FLAGS_CONFIG: an inline JSON object (starting with
 * "{") or a JSON file's path, mapping flag names of spec section 9 to "on", "off" or a variant.
 * Unset: the shipped defaults (default-flags.json). A flag named nowhere is "off" (spec 4).
 */
export function loadFlagConfig(source: string | undefined): FeatureFlags {
  return source === undefined ? flagConfigSchema.parse(shippedDefaults) : loadJsonConfig(source, flagConfigSchema);
}

let cached: FeatureFlags | undefined;

/** The configured flags, read and checked once (a bad config stops the server at start). */
export function getFlagConfig(): FeatureFlags {
  if (!cached) {
    try {
      cached = loadFlagConfig(getEnv().FEATURE_FLAGS_CONFIG);
    } catch (error) {
      throw new Error(
        `Invalid environment configuration:\n  - FEATURE_FLAGS_CONFIG: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return cached;
}
