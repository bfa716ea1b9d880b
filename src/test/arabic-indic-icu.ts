import { vi } from "vitest";

/** Arabic-Indic digits, U+0660 to U+0669 ("٠١٢٣٤٥٦٧٨٩"). */
export const ARABIC_INDIC_DIGIT = /[\u0660-\u0669]/;

type Locales = string | readonly string[] | undefined;

/** A locale without a numbering system of its own, as WebKit's ICU resolves it: Arabic with Arabic-Indic digits. */
function arabicIndicByDefault(locales: Locales): Locales {
  const one = (tag: string) => (/^ar(-|$)/i.test(tag) && !/-u(-[a-z0-9]+)*-nu-/i.test(tag) ? `${tag}-u-nu-arab` : tag);
  if (locales === undefined) return locales;
  return typeof locales === "string" ? one(locales) : locales.map(one);
}

/**
 * Makes Intl behave as WebKit's ICU does, which writes a bare "ar" with Arabic-Indic digits where
 * Node and Chromium write Latin ones; a locale that names its numbering system keeps it. Undone
 * by vi.unstubAllGlobals(). Formatters cached before the call keep what they were built with.
 */
export function stubArabicIndicDefaultDigits(): void {
  const real = globalThis.Intl;
  class NumberFormat extends real.NumberFormat {
    constructor(locales?: Locales, options?: Intl.NumberFormatOptions) {
      super(arabicIndicByDefault(locales), options);
    }
  }
  class DateTimeFormat extends real.DateTimeFormat {
    constructor(locales?: Locales, options?: Intl.DateTimeFormatOptions) {
      super(arabicIndicByDefault(locales), options);
    }
  }
  vi.stubGlobal("Intl", Object.create(real, { NumberFormat: { value: NumberFormat }, DateTimeFormat: { value: DateTimeFormat } }));
}
