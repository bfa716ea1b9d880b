export {
  LOCALES,
  DEFAULT_LOCALE,
  RTL_LOCALES,
  DISABLED_LOCALES,
  LOCALE_COOKIE,
  isSupportedLocale,
  normalizeLocale,
  isRtlLocale,
  resolveLocale,
  localizePath,
  splitLocalePrefix,
  type LocaleSources,
} from "./locales";
export { LANGUAGE_OPTIONS, type LanguageOption } from "./languages";
export { leftToRight } from "./left-to-right";
export { formattingLocale } from "./formatting-locale";
export { htmlLang, openGraphLocale } from "./language-tags";
