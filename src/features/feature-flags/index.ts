export { FLAG_NAMES, flagValue, isFlagOn, type FeatureFlags, type FlagName, type FlagValue } from "./flags";
export { parseFlagOverrides, serializeFlagOverrides } from "./flag-overrides";
