import { COUNTRY_CODES } from "@/contracts/countries";

/**
 * Every country's name in `locale`. Computed once on the server and sent with the page: browsers
 * and Node ship different ICU data ("Hong Kong" or "Hong Kong SAR China"), and the select must
 * render the same text on both sides of hydration.
 */
export function countryNames(locale: string): Record<string, string> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, "en"], { type: "region" });
  } catch {
    names = null;
  }
  return Object.fromEntries(COUNTRY_CODES.map((code) => [code, names?.of(code) ?? code]));
}
