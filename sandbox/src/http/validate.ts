import type { z } from "zod";
import type { FieldError } from "../../../src/contracts/checkout-api";
import { HttpError, validationError } from "./http-error";

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** Turns zod issues into the field slugs of spec section 5, one per field. */
export function fieldErrorsOf(error: z.ZodError, input: unknown): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of keys) {
      const field = path.map(String).join(".") || "body";
      if (byField.has(field)) continue;
      const slug = issue.code !== "unrecognized_keys" && isEmpty(valueAt(input, path)) ? "cannot-be-empty" : "invalid";
      byField.set(field, { field, slug });
    }
  }
  return [...byField.values()];
}

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
