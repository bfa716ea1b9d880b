export { applyAttribution, ATTRIBUTION_DAYS, attributionCookieDomain, attributionWrites } from "./apply-attribution";
export { attributionLanding } from "./landing";
export type { Landing } from "./attribution-record";
