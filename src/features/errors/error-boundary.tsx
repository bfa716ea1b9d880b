import { Component, type ErrorInfo, type ReactNode } from "react";
import { track } from "@/features/analytics";
import { ErrorScreen } from "./deferred-error-screen";
import { reportError } from "./report-error";

interface ErrorBoundaryState {
  hasError: boolean;
}

/**
 * Catches a render error in the page content: reports it, sends the analytics event `error`
 * with "Generic error" and shows the generic screen in place of the content (spec 4 and 8).
 * `_app` keys it by route, so moving to another page starts afresh.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { componentStack: info.componentStack });
    track("error", { error_message: "Generic error" });
  }

  override render() {
    if (this.state.hasError) return <ErrorScreen statusCode={500} reportToAnalytics={false} />;
    return this.props.children;
  }
}
