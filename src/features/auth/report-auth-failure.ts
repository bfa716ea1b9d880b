import { reportError } from "@/features/errors";
import type { FailureStatus } from "./auth-api";

/** Spec 8: a login failure is reported with flow "auth" and the HTTP status or "unknown". */
export function reportLoginFailure(status: FailureStatus): void {
  reportError(new Error("failed-login-attempt"), { flow: "auth", status });
}

/** Spec 8: the logout goes on; the failed token deletion is only reported. */
export function reportLogoutFailure(status: FailureStatus): void {
  reportError(new Error("failed-delete-token"), { flow: "auth", status });
}
