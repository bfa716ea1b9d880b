import type { z } from "zod";
import { checkInput, fieldErrorsOf } from "@/contracts/field-errors";
import { ApiError, validationError } from "./api-error";

/** A JSON body through its schema; bad input is a 400 with the field slugs of spec section 5. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const checked = checkInput(schema, body);
  if (checked.ok) return checked.data;
  throw checked.message
    ? new ApiError(400, { error: "validation_failed", message: checked.message, errors: checked.errors })
    : validationError(checked.errors);
}

/** A query through its schema. A repeated parameter is ambiguous, so it is refused, not guessed. */
export function parseQuery<T extends z.ZodType>(schema: T, query: Partial<Record<string, string | string[]>>): z.output<T> {
  const single: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) throw validationError([{ field: key, slug: "invalid" }]);
    if (value !== undefined && value.trim() !== "") single[key] = value;
  }
  const result = schema.safeParse(single);
  if (!result.success) throw validationError(fieldErrorsOf(result.error, single));
  return result.data;
}
