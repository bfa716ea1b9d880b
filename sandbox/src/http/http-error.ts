import type { ApiErrorBody, FieldError } from "@/contracts/checkout-api";

/** An expected failure that becomes a JSON error response; anything else is a bug. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function validationError(errors: FieldError[], code?: number, message = "The request is not valid."): HttpError {
  return new HttpError(400, { error: "validation_failed", message, errors, ...(code === undefined ? {} : { code }) });
}

export function fieldError(field: string, slug: FieldError["slug"], code?: number, message?: string): HttpError {
  return validationError([{ field, slug }], code, message);
}

export function unauthorized(message = "A valid user token is required."): HttpError {
  return new HttpError(401, { error: "unauthorized", message });
}

export function notFound(message = "Not found."): HttpError {
  return new HttpError(404, { error: "not_found", message });
}
