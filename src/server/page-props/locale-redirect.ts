import { DEFAULT_LOCALE, localizePath, normalizeLocale, splitLocalePrefix } from "@/lib/locale";
import { isAllowedRedirect } from "@/lib/url";

export interface LocaleRequest {
  /** The request's address as Next hands it to getServerSideProps: path and query, locale prefix removed. */
  url: string | undefined;
  /** The locale Next resolved from the path; the default locale is the unprefixed address. */
  locale: string | undefined;
  /** Whether the address named its language (`/en/…` does; `/…` does not, Next infers English). */
  prefixed: boolean;
  /** The remembered `locale` cookie. */
  cookieLocale: string | undefined;
  /** Next's client-side data request (`x-nextjs-data`), which is never moved. */
  isDataRequest: boolean;
  /** The app's origin: the move must stay on it (the allow-list of every navigation target). */
  appOrigin: string;
}

export interface LocaleRedirect {
  /** Path and query to send the shopper to, with the locale prefix. */
  destination: string;
  /** A locale to remember in the `locale` cookie, when the shopper asked for one. */
  remember: string | null;
}

/**
 * Where a page request should go instead, if anywhere: a `locale` parameter moves the shopper to
 * that language's address (and is remembered); an unprefixed address follows the remembered
 * `locale` cookie. A prefixed address, `/en/…` included, is always served as asked.
 *
 * This runs in every page's getServerSideProps rather than in a proxy (middleware): the proxy cost
 * each page render about a millisecond of server time for a few string checks.
 */
function localeMove({ url: requestUrl, locale, prefixed, cookieLocale, isDataRequest }: LocaleRequest): LocaleRedirect | null {
  if (!requestUrl || isDataRequest) return null;
  let url: URL;
  try {
    url = new URL(requestUrl, "http://localhost");
  } catch {
    return null;
  }
  const pathLocale = locale && locale !== DEFAULT_LOCALE ? locale : null;
  const split = splitLocalePrefix(url.pathname);
  // Next removes the prefix before getServerSideProps; strip it here too if it is still there.
  // "//host" would be read as another origin in a Location header.
  const path = (split.locale && split.locale === pathLocale ? split.path : url.pathname).replace(/^\/{2,}/, "/");
  const queryValue = url.searchParams.get("locale");

  if (queryValue !== null) {
    const requested = normalizeLocale(queryValue);
    url.searchParams.delete("locale");
    return { destination: localizePath(path, requested ?? pathLocale ?? DEFAULT_LOCALE) + url.search, remember: requested };
  }
  if (pathLocale || prefixed) return null;
  const remembered = normalizeLocale(cookieLocale);
  if (!remembered || remembered === DEFAULT_LOCALE) return null;
  return { destination: localizePath(path, remembered) + url.search, remember: null };
}

/**
 * The move of a page request to its language's address, if any (localeMove); an address the
 * allow-list refuses becomes that language's home page.
 */
export function localeRedirect(request: LocaleRequest): LocaleRedirect | null {
  const moved = localeMove(request);
  if (!moved || (moved.destination.startsWith("/") && isAllowedRedirect(moved.destination, [], request.appOrigin))) return moved;
  const locale = moved.remember ?? (request.locale && request.locale !== DEFAULT_LOCALE ? request.locale : DEFAULT_LOCALE);
  return { ...moved, destination: localizePath("/", locale) };
}
