export type { RawQuery } from "@/contracts/scrub/raw-query";
export type { QueryValue } from "./query-value";
export { onlyValue, firstValue, joinedValue } from "./query-value";
export { splitUrl, joinUrl, type UrlParts } from "@/contracts/scrub/split-url";
export { paramName } from "@/contracts/scrub/param-name";
export { removeQueryParams, type ParamMatcher } from "@/contracts/scrub/remove-query-params";
export { appendQuery } from "./append-query";
export { setQueryParams } from "./set-query-params";
export { toQueryString } from "./to-query-string";
export {
  SENSITIVE_PARAMS,
  PERSONAL_PARAMS,
  isSensitiveParam,
  stripSensitiveParams,
  loggableUrl,
  type SensitiveParam,
} from "@/contracts/scrub/sensitive-params";
export { appendTrackingParams, TRACKING_PARAMS, type TrackingStorage } from "./append-tracking-params";
export { CLICK_IDS, isRenderNeutralParam, renderNeutralParamsOf, withoutRenderNeutralParams } from "./render-neutral-params";
export { isAllowedRedirect } from "./is-allowed-redirect";
export { safeRedirect } from "./safe-redirect";
