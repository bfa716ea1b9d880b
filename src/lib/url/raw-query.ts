/** A parsed query as Next.js gives it (`router.query`, `context.query`): repeated keys become arrays. */
export type RawQuery = Record<string, string | string[] | undefined>;

/** Values accepted when writing a query: numbers and booleans are written as text, nullish values are left out. */
export type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | null | undefined;
