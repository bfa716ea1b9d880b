// What never leaves a process unscrubbed (a log line, an error report, a trace): shared by the
// app server, the browser's error reporting and the sandbox, which log through one logger.
export { FILTERED, scrubText, scrubValue } from "./scrub-text";
export {
  SENSITIVE_PARAMS,
  PERSONAL_PARAMS,
  isSensitiveParam,
  stripSensitiveParams,
  loggableUrl,
  type SensitiveParam,
} from "./sensitive-params";
export { removeQueryParams, type ParamMatcher } from "./remove-query-params";
export { splitUrl, joinUrl, type UrlParts } from "./split-url";
export { paramName } from "./param-name";
export type { RawQuery } from "./raw-query";
