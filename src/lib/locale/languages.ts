import { LOCALES } from "./locales";

export interface LanguageOption {
  urlCode: string;
  title: string;
}

/** Each language under its own name, so a shopper finds theirs whatever page language is shown. */
const TITLES: Readonly<Record<string, string>> = {
  en: "English",
  da: "Dansk",
  de: "Deutsch",
  es: "Español",
  "es-mx": "Español (México)",
  fr: "Français",
  it: "Italiano",
  lt: "Lietuvių",
  nl: "Nederlands",
  no: "Norsk",
  pl: "Polski",
  pt: "Português",
  "pt-br": "Português (Brasil)",
  fi: "Suomi",
  sv: "Svenska",
  tr: "Türkçe",
  ru: "Русский",
  uk: "Українська",
  ko: "한국어",
  ar: "العربية",
  he: "עברית",
  ja: "日本語",
  zh: "简体中文",
  "zh-tw": "繁體中文（台灣）",
  "zh-hk": "繁體中文（香港）",
  id: "Bahasa Indonesia",
};

/** The languages offered in the footer; configured here, one per supported locale. */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = LOCALES.map((urlCode) => ({
  urlCode,
  title: TITLES[urlCode] ?? urlCode,
}));
