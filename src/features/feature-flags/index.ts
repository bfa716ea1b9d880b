export { FLAG_NAMES, FLAG_DEFAULTS, flagValue, isFlagOn, type FeatureFlags, type FlagName, type FlagValue } from "./flags";
export { parseFlagOverrides, serializeFlagOverrides } from "./flag-overrides";
