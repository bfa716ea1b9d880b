import type { z } from "zod";
import { checkInput, checkQuery } from "@/contracts/field-errors";
import { ApiError, validationError } from "./api-error";

/** A JSON body through its schema; bad input is a 400 with the field slugs of spec section 5. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const checked = checkInput(schema, body);
  if (checked.ok) return checked.data;
  throw checked.message
    ? new ApiError(400, { error: "validation_failed", message: checked.message, errors: checked.errors })
    : validationError(checked.errors);
}

/** A query through its schema (repeated keys refused, empty values missing): a 400 with the field slugs. */
export function parseQuery<T extends z.ZodType>(schema: T, query: Partial<Record<string, string | string[]>>): z.output<T> {
  const checked = checkQuery(schema, Object.entries(query));
  if (checked.ok) return checked.data;
  throw validationError(checked.errors);
}
