export interface UrlParts {
  /** Everything before the query: origin and path, or just a path. */
  base: string;
  /** The raw query without its "?". */
  search: string;
  /** The raw fragment including its "#", or "". */
  hash: string;
}

/**
 * Splits any URL, absolute or relative, without parsing it, so helpers that only touch the
 * query leave every other byte (encoding, relative paths, odd but harmless input) unchanged.
 */
export function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf("#");
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  if (queryAt === -1) return { base: beforeHash, search: "", hash };
  return { base: beforeHash.slice(0, queryAt), search: beforeHash.slice(queryAt + 1), hash };
}

export function joinUrl({ base, search, hash }: UrlParts): string {
  return `${base}${search ? `?${search}` : ""}${hash}`;
}
