import type { ApiErrorBody, FieldError } from "@/contracts/checkout-api";

/** An error an /api route answers with: a status and a body of the checkout API's error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = "ApiError";
  }
}

export function validationError(errors: FieldError[]): ApiError {
  return new ApiError(400, { error: "validation_failed", message: "Some fields are missing or not valid.", errors });
}
