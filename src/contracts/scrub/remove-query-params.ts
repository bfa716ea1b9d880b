import { paramName } from "./param-name";
import { joinUrl, splitUrl } from "./split-url";

export type ParamMatcher = readonly string[] | ((name: string) => boolean);

function toPredicate(matcher: ParamMatcher): (name: string) => boolean {
  if (typeof matcher === "function") return matcher;
  const names = new Set(matcher);
  return (name) => names.has(name);
}

/**
 * Removes the named parameters (with any bracket suffix: `a[b]` counts as `a`) from the query of
 * a URL, keeping the other parameters, the path and the fragment byte for byte.
 */
export function removeQueryParams(url: string, matcher: ParamMatcher): string {
  const parts = splitUrl(url);
  if (!parts.search) return url;
  const shouldRemove = toPredicate(matcher);
  const kept = parts.search.split("&").filter((segment) => segment !== "" && !shouldRemove(paramName(segment)));
  return joinUrl({ ...parts, search: kept.join("&") });
}
