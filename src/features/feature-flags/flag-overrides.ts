import { FLAG_NAMES, type FeatureFlags, type FlagName } from "./flags";

const VALUE = /^[a-z0-9_-]{1,32}$/i;
const KNOWN: ReadonlySet<string> = new Set(FLAG_NAMES);

/**
 * Flag overrides as QA writes them in `ff` (and as the `feature_flags` cookie keeps them):
 * `name` (on), `name:value` or `name=value`, comma-separated. Unknown names and odd values are
 * dropped, so a link can neither invent flags nor smuggle text into the page.
 */
export function parseFlagOverrides(raw: unknown): FeatureFlags {
  if (typeof raw !== "string" || raw.length > 1024) return {};
  const flags: FeatureFlags = {};
  for (const part of raw.split(",")) {
    const [name = "", value = "on"] = part.trim().split(/[:=]/, 2);
    if (!KNOWN.has(name) || !VALUE.test(value)) continue;
    flags[name as FlagName] = value.toLowerCase();
  }
  return flags;
}

export function serializeFlagOverrides(flags: FeatureFlags): string {
  return Object.entries(flags)
    .map(([name, value]) => `${name}:${value}`)
    .join(",");
}
