import { removeQueryParams } from "@/contracts/scrub/remove-query-params";
import { appendQuery } from "./append-query";
import type { QueryValue } from "./query-value";

/**
 * Sets parameters on a URL: each named parameter is replaced by the given value, or removed when
 * the value is null or undefined. The rest of the URL is left byte for byte.
 */
export function setQueryParams(url: string, params: Readonly<Record<string, QueryValue>>): string {
  return appendQuery(removeQueryParams(url, Object.keys(params)), params);
}
