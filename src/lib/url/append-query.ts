import { joinUrl, splitUrl } from "@/contracts/scrub/split-url";
import type { QueryValue } from "./query-value";
import { toQueryString } from "./to-query-string";

/** The URL with the parameters written after any it has, before its fragment; the rest left byte for byte. */
export function appendQuery(url: string, params: Readonly<Record<string, QueryValue>>): string {
  const added = toQueryString(params);
  if (!added) return url;
  const parts = splitUrl(url);
  return joinUrl({ ...parts, search: [parts.search, added].filter(Boolean).join("&") });
}
