import localeConfig from "./locale-config.json";

export const LOCALES: readonly string[] = localeConfig.locales;
export const DEFAULT_LOCALE = localeConfig.defaultLocale;
export const RTL_LOCALES: readonly string[] = localeConfig.rtlLocales;
export const DISABLED_LOCALES: readonly string[] = localeConfig.disabledLocales;
export const LOCALE_COOKIE = "locale";

export function isSupportedLocale(value: unknown): value is string {
  return typeof value === "string" && LOCALES.includes(value);
}

/** Accepts "pt-BR", "PT_br" and the like from a parameter or cookie; null for anything else. */
export function normalizeLocale(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 10) return null;
  const candidate = value.trim().toLowerCase().replace("_", "-");
  return isSupportedLocale(candidate) ? candidate : null;
}

export function isRtlLocale(locale: string): boolean {
  return RTL_LOCALES.includes(locale);
}

export interface LocaleSources {
  /** The locale prefix of the path, when the path has one. */
  pathLocale?: string | null;
  /** The `locale` query parameter. */
  queryLocale?: unknown;
  /** The `locale` cookie. */
  cookieLocale?: unknown;
}

/**
 * Which locale a request should be served in. An explicit prefix wins; then the `locale`
 * parameter (a link asking for a language); then the remembered cookie; then the default.
 */
export function resolveLocale({ pathLocale, queryLocale, cookieLocale }: LocaleSources): string {
  return normalizeLocale(pathLocale) ?? normalizeLocale(queryLocale) ?? normalizeLocale(cookieLocale) ?? DEFAULT_LOCALE;
}

/** The path for `locale`: the default locale is served without a prefix. */
export function localizePath(path: string, locale: string): string {
  const normalized = path.startsWith("/") ? path : `/${path}`;
  return locale === DEFAULT_LOCALE ? normalized : `/${locale}${normalized === "/" ? "/" : normalized}`;
}

/** Splits `/de/payment/` into `{ locale: "de", path: "/payment/" }`; unprefixed paths have no locale. */
export function splitLocalePrefix(pathname: string): { locale: string | null; path: string } {
  const match = /^\/([^/?#]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1]?.toLowerCase();
  if (first && isSupportedLocale(first)) return { locale: first, path: match?.[2] ?? "/" };
  return { locale: null, path: pathname };
}
