import qs from "qs";

/** Limits of spec section 9: a longer or deeper query is cut, never parsed without bound. */
export const QUERY_PARAMETER_LIMIT = 1000;
export const QUERY_DEPTH_LIMIT = 5;

export type ParsedQueryString = ReturnType<typeof qs.parse>;

/**
 * Parses a query string (with or without its "?") into nested objects and arrays by bracket
 * notation. Parameters beyond the 1000th are dropped; nesting beyond depth 5 is kept as one
 * literal key; `__proto__` and other prototype keys are ignored.
 */
export function parseQueryString(query: string): ParsedQueryString {
  return qs.parse(query, {
    ignoreQueryPrefix: true,
    parameterLimit: QUERY_PARAMETER_LIMIT,
    depth: QUERY_DEPTH_LIMIT,
    allowPrototypes: false,
  });
}
