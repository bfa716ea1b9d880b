/** A query parameter as Next parses it (repeated keys become arrays), or a request header as Node gives it. */
type RawValue = string | readonly string[] | undefined;

/** Values accepted when writing a query: numbers and booleans are written as text, nullish values are left out. */
export type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | null | undefined;

/**
 * A parameter given exactly once and not empty; undefined when it is missing, empty or repeated.
 * For values that decide something (a token, a code, a return path): a repeated one is ambiguous.
 */
export function onlyValue(value: RawValue): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The first value of a parameter, even when it is repeated; undefined when that is missing or empty. */
export function firstValue(value: RawValue): string | undefined {
  const first = typeof value === "string" ? value : value?.[0];
  return first === undefined || first === "" ? undefined : first;
}

/** A header sent on several lines, as the one comma-separated value it stands for (RFC 9110, 5.3). */
export function joinedValue(value: RawValue): string | undefined {
  return typeof value === "string" ? value : value?.join(",");
}
