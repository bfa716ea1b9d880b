export {
  createLogger,
  formatLogLine,
  logThresholdFrom,
  LOG_THRESHOLDS,
  type Logger,
  type LogFields,
  type LogLevel,
  type LogThreshold,
} from "./logger";
export { logRequest, traceIdOf, type RequestRecord } from "./request-line";
