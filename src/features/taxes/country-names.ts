import { COUNTRY_CODES } from "@/contracts/countries";

const byLocale = new Map<string, Readonly<Record<string, string>>>();

/**
 * Named as shoppers there name them: Hong Kong and Macao by their short names ("香港", not
 * "中國香港特別行政區", which reads as a political statement in Taiwan and is not how Hong Kong
 * writes its own name).
 */
const SHORT_NAMED: ReadonlySet<string> = new Set(["HK", "MO"]);

function computeCountryNames(locale: string): Readonly<Record<string, string>> {
  let names: Intl.DisplayNames | null = null;
  let shortNames: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, "en"], { type: "region" });
    shortNames = new Intl.DisplayNames([locale, "en"], { type: "region", style: "short" });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale);
  const entries = COUNTRY_CODES.map((code) => [code, (SHORT_NAMED.has(code) ? shortNames : names)?.of(code) ?? code] as const);
  // Sorted here, once: the select lists them in the object's order (codes are not array
  // indices, so JSON keeps it), and the browser does not sort 250 names on every render.
  entries.sort((a, b) => collator.compare(a[1], b[1]));
  return Object.freeze(Object.fromEntries(entries));
}

/**
 * Every country's name in `locale`, in that language's alphabetical order, computed once per
 * locale by this side's ICU. Browsers and Node ship different ICU data ("Hong Kong" or "Hong
 * Kong SAR China"), so the page sends the server's name of the chosen country for hydration,
 * and the browser names the others itself.
 */
export function countryNames(locale: string): Readonly<Record<string, string>> {
  let names = byLocale.get(locale);
  if (!names) {
    names = computeCountryNames(locale);
    // Locales come from the supported list; the cap only guards against a caller that forgets.
    if (byLocale.size < 64) byLocale.set(locale, names);
  }
  return names;
}
