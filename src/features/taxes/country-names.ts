import { COUNTRY_CODES } from "@/contracts/countries";
import { nextTask } from "@/lib/after-load";
import { collatorFor } from "./collator-for";

const byLocale = new Map<string, Readonly<Record<string, string>>>();

/**
 * Named as shoppers there name them: Hong Kong and Macao by their short names ("香港", not
 * "中國香港特別行政區", which reads as a political statement in Taiwan and is not how Hong Kong
 * writes its own name).
 */
const SHORT_NAMED: ReadonlySet<string> = new Set(["HK", "MO"]);

/** Names countries in `locale` (ICU's display names: about 25 KiB of native memory while alive). */
function countryNamer(locale: string): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  let shortNames: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, "en"], { type: "region" });
    shortNames = new Intl.DisplayNames([locale, "en"], { type: "region", style: "short" });
  } catch {
    names = null;
  }
  return (code) => (SHORT_NAMED.has(code) ? shortNames : names)?.of(code) ?? code;
}

const namedByLocale = new Map<string, Map<string, string>>();

/**
 * One country's name in `locale`, the same text as `countryNames(locale)[code]`, without naming
 * and sorting the other 249. The server names only the shopper's country, and keeps the names it
 * gave, not ICU's namers: a full sorted table and two namers per language, for 26 languages, held
 * about 2.5 MiB of memory for the handful of names a server gives.
 */
export function countryName(locale: string, code: string): string {
  let named = namedByLocale.get(locale);
  if (!named) {
    named = new Map();
    // Locales come from the supported list; the cap only guards against a caller that forgets.
    if (namedByLocale.size < 64) namedByLocale.set(locale, named);
  }
  let name = named.get(code);
  if (name === undefined) {
    name = countryNamer(locale)(code);
    if (named.size < 300) named.set(code, name);
  }
  return name;
}

type Named = readonly (readonly [code: string, name: string])[];

/** The names in the language's alphabetical order, as an object (JSON and the select keep it). */
function sortedTable(locale: string, named: Named): Readonly<Record<string, string>> {
  const collator = collatorFor(locale);
  // Sorted here, once: the select lists them in the object's order (codes are not array
  // indices, so JSON keeps it), and the browser does not sort 250 names on every render.
  return Object.freeze(Object.fromEntries([...named].sort((a, b) => collator.compare(a[1], b[1]))));
}

function remember(locale: string, names: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  // Locales come from the supported list; the cap only guards against a caller that forgets.
  if (byLocale.size < 64) byLocale.set(locale, names);
  return names;
}

/**
 * Every country's name in `locale`, in that language's alphabetical order, computed once per
 * locale by this side's ICU. Browsers and Node ship different ICU data ("Hong Kong" or "Hong
 * Kong SAR China"), so the page sends the server's name of the chosen country for hydration,
 * and the browser names the others itself.
 */
export function countryNames(locale: string): Readonly<Record<string, string>> {
  const known = byLocale.get(locale);
  if (known) return known;
  const name = countryNamer(locale);
  return remember(
    locale,
    sortedTable(
      locale,
      COUNTRY_CODES.map((code) => [code, name(code)] as const),
    ),
  );
}

/**
 * `countryNames(locale)`, built in three tasks (ICU's namers, the 250 names, the sorted table):
 * in one, right after hydration, it was a 13 ms task on the bench machine.
 */
export function countryNamesInTurn(locale: string): Promise<Readonly<Record<string, string>>> {
  const known = byLocale.get(locale);
  if (known) return Promise.resolve(known);
  // The payment section's loading and its address form may both ask while the names are being
  // built: they share the one build.
  let building = buildingByLocale.get(locale);
  if (!building) {
    building = buildInTurn(locale).finally(() => buildingByLocale.delete(locale));
    buildingByLocale.set(locale, building);
  }
  return building;
}

const buildingByLocale = new Map<string, Promise<Readonly<Record<string, string>>>>();

async function buildInTurn(locale: string): Promise<Readonly<Record<string, string>>> {
  const name = countryNamer(locale);
  await nextTask();
  const named = COUNTRY_CODES.map((code) => [code, name(code)] as const);
  await nextTask();
  return byLocale.get(locale) ?? remember(locale, sortedTable(locale, named));
}
