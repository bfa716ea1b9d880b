import { localizePath } from "@/features/i18n";
import { isAllowedRedirect } from "@/lib/url";

/**
 * `/payment/?a=1#x` in locale `fr` becomes `/fr/payment/?a=1#x`. An address the allow-list
 * refuses (a path that would read as another host) becomes the language's home page.
 */
export function languageAddress(asPath: string, locale: string, appOrigin: string): string {
  const match = /^([^?#]*)(.*)$/.exec(asPath);
  const address = localizePath(match?.[1] || "/", locale) + (match?.[2] ?? "");
  return isAllowedRedirect(address, [], appOrigin) && address.startsWith("/") ? address : localizePath("/", locale);
}
