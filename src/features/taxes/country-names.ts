import { COUNTRY_CODES } from "@/contracts/countries";
import { nextTask } from "@/lib/after-load";
import { collatorFor } from "./collator-for";
import { countryNamer } from "./country-name";

const byLocale = new Map<string, Readonly<Record<string, string>>>();

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
 * locale by the browser's ICU (`countryNamer`).
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
