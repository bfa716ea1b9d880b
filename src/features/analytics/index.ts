export { ANALYTICS_EVENTS, type AnalyticsEvent, type AnalyticsFields } from "./events";
export { track, addAnalyticsDestination, type TrackedEvent } from "./track";
export { useAnalyticsScripts } from "./use-analytics-scripts";
export { addTrackingOnFollow, withTrackingParams } from "./outgoing-links";
