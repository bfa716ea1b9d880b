import type { z } from "zod";
import type { FieldError } from "@contracts/checkout-api";
import { fieldErrorsOf } from "@contracts/field-errors";
import { HttpError, validationError } from "./http-error";

export { fieldErrorsOf };

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw new HttpError(400, { error: "validation_failed", message: "Expected a JSON object.", errors: [{ field: "body", slug: "invalid" }] });
  }
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(fieldErrorsOf(result.error, input));
  return result.data;
}

/** Query strings: a repeated key is ambiguous, so it is refused rather than guessed. */
export function parseQuery<T extends z.ZodType>(schema: T, params: URLSearchParams): z.output<T> {
  // No prototype, so keys such as "constructor" or "__proto__" are plain keys.
  const entries = Object.create(null) as Record<string, string>;
  const repeated: FieldError[] = [];
  for (const [key, value] of params) {
    if (key in entries) repeated.push({ field: key, slug: "invalid" });
    // An empty value means "not given", as a form would send it.
    if (value.trim() !== "") entries[key] = value;
  }
  if (repeated.length > 0) throw validationError(repeated);
  return parseInput(schema, entries);
}
