import { appendQuery, type QueryValue } from "@/lib/url";

/** Flat, as the checkout API's routes take it: a list becomes the key repeated. */
export type RequestQuery = Readonly<Record<string, QueryValue>>;

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * The path joined to the base address unless it is an absolute http(s) URL; anything else,
 * including a protocol-relative `//host`, stays under the base, so a path can never switch host.
 * The query object is appended to any query the path already has, written as the browser's
 * links are (lib/url).
 */
export function buildRequestUrl(baseUrl: string, path: string, query?: RequestQuery): string {
  const joined = ABSOLUTE_URL.test(path) ? path : `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  return query ? appendQuery(joined, query) : joined;
}
