import qs from "qs";
import { joinUrl, splitUrl } from "@/lib/url";

export type RequestQuery = Record<string, unknown>;

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * The path joined to the base address unless it is an absolute http(s) URL; anything else,
 * including a protocol-relative `//host`, stays under the base, so a path can never switch host.
 * The query object is appended to any query the path already has, arrays as repeated keys.
 */
export function buildRequestUrl(baseUrl: string, path: string, query?: RequestQuery): string {
  const joined = ABSOLUTE_URL.test(path) ? path : `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  const added = query ? qs.stringify(query, { arrayFormat: "repeat", skipNulls: true }) : "";
  if (!added) return joined;
  const parts = splitUrl(joined);
  return joinUrl({ ...parts, search: [parts.search, added].filter(Boolean).join("&") });
}
