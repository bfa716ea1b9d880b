import Cookies from "js-cookie";
import { LOCALE_COOKIE, localizePath } from "@/features/i18n";
import { isAllowedRedirect } from "@/lib/url";

const ONE_YEAR_DAYS = 365;

/** Remembers the shopper's language for a year in the `locale` cookie (spec 2.4). */
export function rememberLanguage(locale: string): void {
  Cookies.set(LOCALE_COOKIE, locale, {
    expires: ONE_YEAR_DAYS,
    path: "/",
    sameSite: "lax",
    secure: window.location.protocol === "https:",
  });
}

/**
 * `/payment/?a=1#x` in locale `fr` becomes `/fr/payment/?a=1#x`. An address the allow-list
 * refuses (a path that would read as another host) becomes the language's home page.
 */
export function languageAddress(asPath: string, locale: string, appOrigin: string): string {
  const match = /^([^?#]*)(.*)$/.exec(asPath);
  const address = localizePath(match?.[1] || "/", locale) + (match?.[2] ?? "");
  return isAllowedRedirect(address, [], appOrigin) && address.startsWith("/") ? address : localizePath("/", locale);
}
