/**
 * The locale every number and date formatter of the app is built with: the page's language with
 * Latin digits, `-u-nu-latn` ("ar" becomes "ar-u-nu-latn"). Engines disagree on a language's
 * default digits: WebKit's ICU writes Arabic with Arabic-Indic digits ("٥٩٫٨٨") where Node and
 * Chromium write "59.88", so prices changed script after hydration and stood beside Latin dates
 * and figures in the same sentence. One numbering system, named, is the same on every side
 * (docs/decisions/0048-latin-digits-in-arabic.md).
 *
 * The page's language itself (its catalogue, its addresses, the API's `language`) stays the
 * plain code: this is only what Intl is given.
 */
export function formattingLocale(locale: string): string {
  try {
    return new Intl.Locale(locale, { numberingSystem: "latn" }).toString();
  } catch {
    // A malformed tag: left as it is, for the caller's own fallback.
    return locale;
  }
}
