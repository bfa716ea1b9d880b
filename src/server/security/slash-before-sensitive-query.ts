import { isSensitiveParam } from "@/lib/url";

/**
 * A request target without its trailing slash, whose query carries a sensitive parameter
 * (`/login?trusted_pass_token=…`), with the slash added: the app is served with a trailing slash,
 * and Next.js's redirect to it repeats the whole query in its Location, so the token would go
 * into one more response, log line and history entry. Served in place instead, the page consumes
 * the parameter and redirects without it. Any other target is returned as it is: files,
 * `/_next/` and addresses that already end in a slash, or carry nothing sensitive.
 */
export function slashBeforeSensitiveQuery(target: string): string {
  const queryAt = target.indexOf("?");
  if (queryAt < 0) return target;
  const path = target.slice(0, queryAt);
  if (!path.startsWith("/") || path.endsWith("/") || path.startsWith("/_next/")) return target;
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  if (lastSegment.includes(".")) return target;
  const carriesSensitive = target
    .slice(queryAt + 1)
    .split("&")
    .some((pair) => {
      const name = pair.split("=")[0] ?? "";
      try {
        return isSensitiveParam(decodeURIComponent(name.replace(/\+/g, " ")));
      } catch {
        return false;
      }
    });
  return carriesSensitive ? `${path}/${target.slice(queryAt)}` : target;
}
