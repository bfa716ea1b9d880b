/**
 * Named as shoppers there name them: Hong Kong and Macao by their short names ("香港", not
 * "中國香港特別行政區", which reads as a political statement in Taiwan and is not how Hong Kong
 * writes its own name).
 */
const SHORT_NAMED: ReadonlySet<string> = new Set(["HK", "MO"]);

const namers = new Map<string, (code: string) => string>();

/**
 * Names countries in `locale` with this side's ICU (its display names, kept while the page
 * lives). Only the browser names countries: the address form is drawn by the payment section,
 * which loads after hydration, so no server text has to match (browsers and Node ship different
 * ICU data: "Hong Kong" or "Hong Kong SAR China"), and a server that named a country in each of
 * 26 languages read 4 to 5 MiB more resident memory after the bench's load (docs/performance.md).
 */
export function countryNamer(locale: string): (code: string) => string {
  let namer = namers.get(locale);
  if (namer) return namer;
  let names: Intl.DisplayNames | null = null;
  let shortNames: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, "en"], { type: "region" });
    shortNames = new Intl.DisplayNames([locale, "en"], { type: "region", style: "short" });
  } catch {
    names = null;
  }
  namer = (code) => {
    try {
      return (SHORT_NAMED.has(code) ? shortNames : names)?.of(code) ?? code;
    } catch {
      // Not a region code at all (ICU throws a RangeError): shown as it is.
      return code;
    }
  };
  // Locales come from the supported list; the cap only guards against a caller that forgets.
  if (namers.size < 64) namers.set(locale, namer);
  return namer;
}

/** One country's name in `locale`, the same text as `countryNames(locale)[code]`. */
export function countryName(locale: string, code: string): string {
  return countryNamer(locale)(code);
}
