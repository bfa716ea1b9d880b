// Control characters, whitespace and backslashes: browsers drop or rewrite them ("/\evil.com" is
// read as "//evil.com", "java\tscript:" as "javascript:"), so a URL holding one is refused outright.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;
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
