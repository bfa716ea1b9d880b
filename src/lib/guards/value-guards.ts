// Small type guards for checking JSON answers in the browser, where zod is too heavy to ship
// (about 34 KiB gzip). The server keeps its zod schemas; these only say whether a value has the
// type the browser code is about to read.

export type Guard<T> = (value: unknown) => value is T;

/** A JSON object: not null and not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isString(value: unknown): value is string {
  return typeof value === "string";
}

export function isBoolean(value: unknown): value is boolean {
  return typeof value === "boolean";
}

/** A number that can be computed with and shown: not NaN, not infinite. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

export function isInteger(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/**
 * What zod's z.url() accepted: text the URL parser takes as an absolute URL. Surrounding spaces
 * are allowed, as there: the browser drops them too when it navigates or fetches.
 */
export function isUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export function isOneOf<const Values extends readonly string[]>(values: Values): Guard<Values[number]> {
  const allowed: ReadonlySet<unknown> = new Set(values);
  return (value): value is Values[number] => allowed.has(value);
}

export function isArrayOf<T>(isItem: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every((item) => isItem(item));
}

export function isNullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}

/** For an optional field: absent (undefined) or of the type. */
export function isOptional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (value): value is T | undefined => value === undefined || guard(value);
}

/** One guard per key of T, optional keys included, so a key added to T must be checked here too. */
export type FieldGuards<T> = { [Key in keyof Required<T>]: Guard<T[Key]> };

/**
 * An object with the given fields and no others: for data this code wrote itself and reads back,
 * where an unknown key means it was written by another version or tampered with.
 */
export function isStrictObject<T>(fields: FieldGuards<T>): Guard<T> {
  const guards: Readonly<Record<string, Guard<unknown>>> = fields;
  return (value): value is T =>
    isRecord(value) &&
    Object.keys(value).every((key) => Object.hasOwn(guards, key)) &&
    Object.entries(guards).every(([key, guard]) => guard(value[key]));
}
