export { ANALYTICS_EVENTS, type AnalyticsEvent, type AnalyticsFields, type CheckoutContextInput } from "./events";
export { track, setAnalyticsContext, setCheckoutContext, trackTaxesChoice } from "./track";
export { useAnalytics } from "./use-analytics";
export { usePlanAnalytics } from "./use-plan-analytics";
export { addTrackingOnFollow, withTrackingParams } from "./outgoing-links";
export { addAnalyticsDestination } from "./event-stream";
