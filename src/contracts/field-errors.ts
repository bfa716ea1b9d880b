import type { z } from "zod";
import type { FieldError } from "./checkout-api";

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

/**
 * Turns zod issues into the field slugs of spec section 5, one per field: an empty value is
 * `cannot-be-empty`, anything else wrong is `invalid`. The app's /api routes and the sandbox
 * answer bad input with the same slugs.
 */
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

/**
 * What a request body is after its schema: the data, or the field errors to answer with (400)
 * and, when the body is not even an object, the message saying so.
 */
export type CheckedInput<T> = { ok: true; data: T } | { ok: false; errors: FieldError[]; message?: string };

/**
 * A JSON body through its schema, as the app's /api routes and the sandbox both read one: it must
 * be an object (else the one error `body: invalid`), then every field problem is reported at once.
 */
export function checkInput<T extends z.ZodType>(schema: T, input: unknown): CheckedInput<z.output<T>> {
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    return { ok: false, errors: [{ field: "body", slug: "invalid" }], message: "Expected a JSON object." };
  }
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsOf(result.error, input) };
}

/** A query's parameters: Next's parsed query (a repeated key is an array) or URLSearchParams. */
export type QueryEntries = Iterable<readonly [string, string | readonly string[] | undefined]>;

/**
 * A query through its schema, as the app's /api routes and the sandbox both read one. A repeated
 * key is ambiguous, so each one is refused (`invalid`) rather than guessed; an empty value means
 * "not given", as a form sends it; then every field problem is reported at once.
 */
export function checkQuery<T extends z.ZodType>(schema: T, entries: QueryEntries): CheckedInput<z.output<T>> {
  // No prototype, so keys such as "constructor" or "__proto__" are plain keys.
  const values = Object.create(null) as Record<string, string>;
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    if (seen.has(key) || typeof value !== "string") repeated.add(key);
    else if (value.trim() !== "") values[key] = value;
    seen.add(key);
  }
  if (repeated.size > 0) return { ok: false, errors: [...repeated].map((field) => ({ field, slug: "invalid" })) };
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsOf(result.error, values) };
}
