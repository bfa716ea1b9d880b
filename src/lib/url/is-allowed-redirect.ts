// Control characters, whitespace and backslashes: browsers drop or rewrite them ("/\evil.com" is
// read as "//evil.com", "java\tscript:" as "javascript:"), so a URL holding one is refused outright.
// So is anything beyond printable ASCII: a fullwidth "／／evil.example" is normalised by some
// clients into "//evil.example", an IDN look-alike host passes for ours, and neither can go into
// a Location header at all (a 500); a real target is percent-encoded.
const UNSAFE_CHARACTERS = /[^\x21-\x7e]|\\/;
// What a percent-decoded form must not hold: a proxy, a framework or a second hop that decodes
// once more must not find "//evil", "\\evil", a scheme or a control character in it.
const UNSAFE_DECODED = /[\x00-\x1f\x7f\\]/;
const MAX_LENGTH = 2048;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ABSOLUTE_WEB_URL = /^https?:\/\/[^/]/i;
// "%252F" is "%2F" once decoded and "/" twice; more layers than this is no honest address.
const MAX_DECODINGS = 3;

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The address once and twice decoded, each of which must be as safe as the address itself; null when it cannot be decoded. */
function decodedForms(url: string): string[] | null {
  const forms: string[] = [];
  let current = url;
  for (let round = 0; round < MAX_DECODINGS && current.includes("%"); round += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    forms.push(current);
  }
  return current.includes("%") && forms.length === MAX_DECODINGS ? null : forms;
}

/** Where one form of the address leads, or null when the form is refused on its face. */
function destinationOf(url: string, app: string, unsafe: RegExp): URL | null {
  if (unsafe.test(url) || url.startsWith("//")) return null;
  // "https:evil.example" is a path on an https page but another host on an http one.
  if (SCHEME.test(url) && !ABSOLUTE_WEB_URL.test(url)) return null;
  let target: URL;
  try {
    target = new URL(url, app);
  } catch {
    return null;
  }
  if (target.protocol !== "https:" && target.protocol !== "http:") return null;
  if (target.username || target.password) return null;
  // "/.//evil" resolves to the path "//evil", which the next hop may read as a host.
  if (target.pathname.startsWith("//")) return null;
  return target;
}

function isAppLink(url: string, appSchemes: readonly string[]): boolean {
  const match = /^([a-z][a-z0-9+.-]*):\/\/[a-z-]+(\?[\x21-\x7e]*)?$/.exec(url);
  return match !== null && appSchemes.includes(match[1] ?? "") && !UNSAFE_CHARACTERS.test(url);
}

/**
 * The one allow-list rule of ARCHITECTURE section 8 for every navigation target that comes from
 * input (redirect_uri, success_uri, login_target, experiment redirectTo, the dashboard link, the
 * locale and language switches, a provider callback's next page, the desktop apps' deep links): a
 * relative path on the app's own origin, an http(s) URL on the app's origin or on one of
 * `allowedOrigins`, or a deep link `scheme://action?query` of one of `appSchemes`.
 * Protocol-relative (`//evil`), backslashes, `javascript:`, `data:`, credentials, whitespace,
 * control and non-ASCII characters (fullwidth slashes, IDN look-alikes) are refused, and so is an
 * address whose percent-decoded form would be refused.
 */
export function isAllowedRedirect(
  url: unknown,
  allowedOrigins: readonly string[],
  appOrigin: string,
  appSchemes: readonly string[] = [],
): boolean {
  if (typeof url !== "string" || url === "" || url.length > MAX_LENGTH) return false;
  if (appSchemes.length > 0 && isAppLink(url, appSchemes)) return true;
  const app = originOf(appOrigin);
  if (!app) return false;
  const target = destinationOf(url, app, UNSAFE_CHARACTERS);
  const decoded = decodedForms(url);
  if (!target || !decoded) return false;
  for (const form of decoded) {
    const leadsTo = destinationOf(form, app, UNSAFE_DECODED);
    if (!leadsTo || leadsTo.origin !== target.origin) return false;
  }
  if (target.origin === app) return true;
  return allowedOrigins.some((allowed) => originOf(allowed.trim()) === target.origin);
}
