/**
 * What `npm run i18n:check` finds wrong with the message catalogues in a directory: an English
 * catalogue that is not what the code defines, a file for a locale the app does not serve, a key
 * missing or unused in a locale, and a translation whose ICU arguments (placeholders, plurals,
 * tags) are not the English ones, which formatjs's own `verify --structural-equality` judges.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type Catalogue = Record<string, string>;

const formatjs = path.resolve(__dirname, "../../node_modules/.bin/formatjs");

export function readCatalogue(localesDir: string, locale: string): Catalogue {
  try {
    return JSON.parse(readFileSync(path.join(localesDir, `${locale}.json`), "utf8")) as Catalogue;
  } catch {
    return {};
  }
}

/**
 * `formatjs verify` prints, per locale, a header and a line `key: what differs` per message; the
 * problems in the check's words: `de: checkout.total: Missing variable name in message`.
 */
function structuralProblems(localesDir: string, locales: string[], sourceLocale: string): string[] {
  const files = locales.map((locale) => path.join(localesDir, `${locale}.json`));
  const run = spawnSync(formatjs, ["verify", "--source-locale", sourceLocale, "--structural-equality", ...files], { encoding: "utf8" });
  if (run.status === 0) return [];
  const problems: string[] = [];
  let locale: string | null = null;
  for (const line of `${run.stdout ?? ""}\n${run.stderr ?? ""}`.split("\n")) {
    const header = /^These translation keys for locale (\S+) are structurally different from/.exec(line);
    if (header) locale = header[1]!;
    else if (/^-+$/.test(line)) locale = null;
    else if (locale && line.trim()) problems.push(`${locale}: ${line.trim()}`);
  }
  // Anything else it says (a file it cannot read, a crash) is said as it is.
  return problems.length > 0
    ? problems
    : [`formatjs verify failed (exit ${run.status ?? run.signal}): ${run.stderr || run.error?.message}`];
}

/** Every problem of the catalogues in `localesDir` for `locales`, given the English messages the code defines. */
export function catalogueProblems({
  localesDir,
  locales,
  sourceLocale,
  source,
}: {
  localesDir: string;
  locales: string[];
  sourceLocale: string;
  /** The messages extracted from the code. */
  source: Catalogue;
}): string[] {
  const problems: string[] = [];
  const committed = readCatalogue(localesDir, sourceLocale);
  if (JSON.stringify(Object.entries(source).sort()) !== JSON.stringify(Object.entries(committed).sort())) {
    problems.push(`locales/${sourceLocale}.json is stale: run \`npm run i18n:sync\``);
  }
  const files = readdirSync(localesDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -5));
  for (const extra of files.filter((locale) => !locales.includes(locale))) {
    problems.push(`locales/${extra}.json is not a supported locale`);
  }
  for (const locale of locales) {
    const catalogue = readCatalogue(localesDir, locale);
    for (const id of Object.keys(source)) if (catalogue[id] === undefined) problems.push(`${locale}: missing ${id}`);
    for (const id of Object.keys(catalogue)) if (!(id in source)) problems.push(`${locale}: ${id} is not used anywhere`);
  }
  return [
    ...problems,
    ...structuralProblems(
      localesDir,
      locales.filter((locale) => files.includes(locale)),
      sourceLocale,
    ),
  ];
}
