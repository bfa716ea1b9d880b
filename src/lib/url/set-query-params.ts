import { removeQueryParams } from "@/contracts/scrub/remove-query-params";
import { joinUrl, splitUrl } from "@/contracts/scrub/split-url";
import type { QueryValue } from "./query-value";
import { toQueryString } from "./to-query-string";

/**
 * Sets parameters on a URL: each named parameter is replaced by the given value, or removed when
 * the value is null or undefined. The rest of the URL is left byte for byte.
 */
export function setQueryParams(url: string, params: Readonly<Record<string, QueryValue>>): string {
  const parts = splitUrl(removeQueryParams(url, Object.keys(params)));
  const added = toQueryString(params);
  const search = [parts.search, added].filter(Boolean).join("&");
  return joinUrl({ ...parts, search });
}
