import type { z } from "zod";
import { checkInput, checkQuery, fieldErrorsOf } from "@/contracts/field-errors";
import { validationError } from "./http-error";

export { fieldErrorsOf };

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const checked = checkInput(schema, input);
  if (checked.ok) return checked.data;
  throw validationError(checked.errors, undefined, checked.message);
}

/** Query strings through their schema (repeated keys refused, empty values missing), as the app reads them. */
export function parseQuery<T extends z.ZodType>(schema: T, params: URLSearchParams): z.output<T> {
  const checked = checkQuery(schema, params);
  if (checked.ok) return checked.data;
  throw validationError(checked.errors);
}
