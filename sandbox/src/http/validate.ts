import type { z } from "zod";
import type { FieldError } from "@contracts/checkout-api";
import { checkInput, fieldErrorsOf } from "@contracts/field-errors";
import { validationError } from "./http-error";

export { fieldErrorsOf };

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const checked = checkInput(schema, input);
  if (checked.ok) return checked.data;
  throw validationError(checked.errors, undefined, checked.message);
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
