export { ErrorScreen } from "./deferred-error-screen";
export { UnexpectedErrorScreen } from "./unexpected-error-screen";
export type { ErrorScreenProps } from "./error-screen";
export { ErrorBoundary } from "./error-boundary";
export { analyticsMessageFor } from "./analytics-messages";
export { reportError, reportWarning, setErrorReporter } from "./report-error";
export { useErrorReporting } from "./use-error-reporting";
export { errorMessages } from "./messages";
