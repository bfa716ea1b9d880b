/** A parsed query as Next.js gives it (`router.query`, `context.query`): repeated keys become arrays. */
export type RawQuery = Record<string, string | string[] | undefined>;
