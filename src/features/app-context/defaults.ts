import { DEFAULT_COUNTRY, DEFAULT_CURRENCY } from "@/contracts/enums";
import type { AppCtx } from "./types";

/** The context of a page that has no request to learn from (static error pages). */
export function defaultAppCtx(): AppCtx {
  return {
    geoData: { countryCode: DEFAULT_COUNTRY },
    currency: DEFAULT_CURRENCY,
    user: null,
    countdownEndTime: null,
    enabledExperimentIds: [],
    experimentVariants: {},
    deviceType: "desktop",
    featureFlags: {},
    pricingExperimentId: null,
  };
}
