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

/** Flags whose default is not "off". */
export const FLAG_DEFAULTS: Readonly<Partial<Record<FlagName, FlagValue>>> = {
  showUserProfile: "on",
  oneClickPayments: "on",
  coupon: "on",
  planPeriodRadio: "on",
  emailInputInPayment: "on",
};

export function flagValue(flags: FeatureFlags | undefined, name: FlagName): FlagValue {
  return flags?.[name] ?? FLAG_DEFAULTS[name] ?? "off";
}

export function isFlagOn(flags: FeatureFlags | undefined, name: FlagName): boolean {
  return flagValue(flags, name) !== "off";
}
