/** A flag is "on", "off" or the name of a variant; a missing flag counts as "off" (spec 4). */
export type FlagValue = "on" | "off" | (string & {});
export type FeatureFlags = Record<string, FlagValue>;

export const FLAG_NAMES = [
  "showUserProfile",
  "oneClickPayments",
  "coupon",
  "extraPlans",
  "hideLogin",
  "hideLogout",
  "planPeriodRadio",
  "planPeriodDropdown",
  "blackFridayBadge",
  "cyberMondayBadge",
  "birthdayBadge",
  "newPaymentMethodForm",
  "planUpgrade",
  "addOn",
  "emailInputInPayment",
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

/**
 * A flag's value for the page. The server fills appCtx.featureFlags with the deployment's
 * configured values (FEATURE_FLAGS_CONFIG, src/server/feature-flags), a segment experiment's and
 * QA's overrides; a flag named nowhere is "off".
 */
export function flagValue(flags: FeatureFlags | undefined, name: FlagName): FlagValue {
  return flags?.[name] ?? "off";
}

export function isFlagOn(flags: FeatureFlags | undefined, name: FlagName): boolean {
  return flagValue(flags, name) !== "off";
}
