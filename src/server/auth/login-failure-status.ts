import { ApiError } from "@/server/bff";
import { isRequestError } from "@/server/request";

/** The status a failed login is reported with (spec 8): the HTTP status, or "unknown". */
export function loginFailureStatus(error: unknown): number | "unknown" {
  if (error instanceof ApiError) return error.status;
  if (isRequestError(error) && error.kind === "http") return error.status;
  return "unknown";
}
