import { readFileSync } from "node:fs";
import { z } from "zod";
import { FLAG_NAMES, type FeatureFlags } from "@/features/feature-flags";
import { getEnv } from "@/server/env";
import shippedDefaults from "./default-flags.json";

const flagConfigSchema = z.partialRecord(z.enum(FLAG_NAMES), z.string().regex(/^[a-z0-9_-]{1,32}$/i, 'must be "on", "off" or a variant name'));

/**
 * The deployment's flag values, from FEATURE_FLAGS_CONFIG: an inline JSON object (starting with
 * "{") or a JSON file's path, mapping flag names of spec section 9 to "on", "off" or a variant.
 * Unset: the shipped defaults (default-flags.json). A flag named nowhere is "off" (spec 4).
 */
export function loadFlagConfig(source: string | undefined): FeatureFlags {
  if (source === undefined) return flagConfigSchema.parse(shippedDefaults);
  let raw: unknown;
  try {
    raw = JSON.parse(source.trimStart().startsWith("{") ? source : readFileSync(source, "utf8"));
  } catch (error) {
    throw new Error(`not JSON or a readable JSON file (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = flagConfigSchema.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join(".") || "config"}: ${issue.message}`).join("; "));
  return parsed.data;
}

let cached: FeatureFlags | undefined;

/** The configured flags, read and checked once (a bad config stops the server at start). */
export function getFlagConfig(): FeatureFlags {
  if (!cached) {
    try {
      cached = loadFlagConfig(getEnv().FEATURE_FLAGS_CONFIG);
    } catch (error) {
      throw new Error(`Invalid environment configuration:\n  - FEATURE_FLAGS_CONFIG: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return cached;
}
