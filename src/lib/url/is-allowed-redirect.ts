// Control characters, whitespace and backslashes: browsers drop or rewrite them ("/\evil.com" is
// read as "//evil.com", "java\tscript:" as "javascript:"), so a URL holding one is refused outright.
// So is anything beyond printable ASCII: a fullwidth "／／evil.example" is normalised by some
// clients into "//evil.example", and it cannot go into a Location header at all (a 500); a real
// target is percent-encoded.
const UNSAFE_CHARACTERS = /[^\x21-\x7e]|\\/;
const MAX_LENGTH = 2048;

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The allow-list rule of ARCHITECTURE section 8 for URLs that come from input (redirect_uri,
 * success_uri, login_target, experiment redirectTo, the dashboard link): a relative path on the
 * app's own origin, or an http(s) URL on the app's origin or on one of `allowedOrigins`.
 * Protocol-relative (`//evil`), `javascript:`, `data:`, credentials and look-alike hosts are refused.
 */
export function isAllowedRedirect(url: unknown, allowedOrigins: readonly string[], appOrigin: string): boolean {
  if (typeof url !== "string" || url === "" || url.length > MAX_LENGTH || UNSAFE_CHARACTERS.test(url)) return false;
  if (url.startsWith("//")) return false;
  const app = originOf(appOrigin);
  if (!app) return false;

  let target: URL;
  try {
    target = new URL(url, app);
  } catch {
    return false;
  }
  if (target.protocol !== "https:" && target.protocol !== "http:") return false;
  if (target.username || target.password) return false;
  if (target.origin === app) return true;
  return allowedOrigins.some((allowed) => originOf(allowed.trim()) === target.origin);
}
