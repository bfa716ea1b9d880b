/**
 * The page's language as the markup names it (docs/decisions/0057-language-tags.md). The app's
 * codes are lower case because they are addresses (`/pt-br/`); `lang` takes the BCP 47 form with
 * the region in capitals where the locale names one, and Open Graph a language_TERRITORY pair.
 */

/**
 * The territory Open Graph is told for a locale whose code names none: where that language's
 * catalogue is written for (pt is European Portuguese, zh Simplified Chinese), or the language's
 * main market. Norwegian is Bokmål (nb), and Arabic, written for no one country, is ar_AR, the
 * code Open Graph's readers list for it.
 */
const OPEN_GRAPH_LOCALES: Readonly<Record<string, string>> = {
  ar: "ar_AR",
  da: "da_DK",
  de: "de_DE",
  en: "en_US",
  es: "es_ES",
  fi: "fi_FI",
  fr: "fr_FR",
  he: "he_IL",
  id: "id_ID",
  it: "it_IT",
  ja: "ja_JP",
  ko: "ko_KR",
  lt: "lt_LT",
  nl: "nl_NL",
  no: "nb_NO",
  pl: "pl_PL",
  pt: "pt_PT",
  ru: "ru_RU",
  sv: "sv_SE",
  tr: "tr_TR",
  uk: "uk_UA",
  zh: "zh_CN",
};

/** `lang` for the app's locale code: "pt-br" is "pt-BR", "zh-hk" "zh-HK"; "de" stays "de". */
export function htmlLang(locale: string): string {
  const [language = locale, region] = locale.split("-");
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/** `og:locale` for the app's locale code: "pt-br" is "pt_BR", "de" "de_DE", "en" "en_US". */
export function openGraphLocale(locale: string): string {
  const [language = locale, region] = htmlLang(locale).split("-");
  return region ? `${language}_${region}` : (OPEN_GRAPH_LOCALES[language] ?? OPEN_GRAPH_LOCALES.en!);
}
