import { NextResponse, type NextRequest } from "next/server";
import { DEFAULT_LOCALE, LOCALE_COOKIE, localizePath, normalizeLocale, splitLocalePrefix } from "@/lib/locale";
import { getEnv } from "@/server/env";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Where a request for a page should go instead, if anywhere: a `locale` parameter moves the
 * shopper to that language's address (and is remembered); an unprefixed address follows the
 * remembered `locale` cookie. An explicit prefix is always served as asked.
 */
function localeRedirect(request: NextRequest): { url: URL; remember: string | null } | null {
  const url = new URL(request.url);
  const { locale: pathLocale, path } = splitLocalePrefix(url.pathname);
  const queryValue = url.searchParams.get("locale");

  if (queryValue !== null) {
    const requested = normalizeLocale(queryValue);
    url.searchParams.delete("locale");
    url.pathname = localizePath(path, requested ?? pathLocale ?? DEFAULT_LOCALE);
    return { url, remember: requested };
  }
  if (pathLocale) return null;
  const remembered = normalizeLocale(request.cookies.get(LOCALE_COOKIE)?.value);
  if (!remembered || remembered === DEFAULT_LOCALE) return null;
  url.pathname = localizePath(path, remembered);
  return { url, remember: null };
}

export function proxy(request: NextRequest) {
  const redirect = localeRedirect(request);
  if (redirect) {
    const response = NextResponse.redirect(redirect.url, 307);
    if (redirect.remember) {
      response.cookies.set(LOCALE_COOKIE, redirect.remember, { path: "/", maxAge: ONE_YEAR_SECONDS, sameSite: "lax" });
    }
    return response;
  }

  // The Content-Security-Policy is set by _document, which knows the page's nonce.
  const response = NextResponse.next();
  if (getEnv().DEPLOY_ENV !== "local") {
    response.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  }
  return response;
}

export const config = {
  // Pages only: API routes, Next's assets and files with an extension pass straight through.
  matcher: ["/((?!api/|_next/|static/|favicon\\.ico|robots\\.txt|.*\\.[a-z0-9]+$).*)"],
};
