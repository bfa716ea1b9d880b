/**
 * What `npm run i18n:check` finds wrong with the message catalogues in a directory: an English
 * catalogue that is not what the code defines, a file for a locale the app does not serve, a key
 * missing or unused in a locale, a translation whose ICU arguments (placeholders, plurals, tags)
 * are not the English ones, which formatjs's own `verify --structural-equality` judges, and what a
 * native reader would stop at (languageProblems): a message that does not parse, one left in
 * English, a plural without a form its language needs, a form of address or a word the catalogue
 * has chosen the other of, and French punctuation without its no-break space.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement, type PluralElement } from "@formatjs/icu-messageformat-parser";
import { ARGUMENT, SAME_AS_ENGLISH, SAME_WORD_AS_ENGLISH, SPACE_BEFORE_HIGH_PUNCTUATION, WORDING } from "./catalogue-rules";

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

/**
 * A parsed message as the runs of text a reader sees: the message itself, with each argument as
 * ARGUMENT, and each plural or select case as a run of its own.
 */
function textRuns(elements: readonly MessageFormatElement[]): string[] {
  const nested: string[] = [];
  const flat = (list: readonly MessageFormatElement[]): string =>
    list
      .map((element) => {
        if (element.type === TYPE.literal) return element.value;
        if (element.type === TYPE.tag) return flat(element.children);
        if (element.type === TYPE.plural || element.type === TYPE.select) {
          for (const option of Object.values(element.options)) nested.push(...textRuns(option.value));
        }
        return ARGUMENT;
      })
      .join("");
  return [flat(elements), ...nested];
}

/** Every plural argument of a message, however deep in selects and tags. */
function pluralsOf(elements: readonly MessageFormatElement[]): PluralElement[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.tag) return pluralsOf(element.children);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const inner = Object.values(element.options).flatMap((option) => pluralsOf(option.value));
      return element.type === TYPE.plural ? [element, ...inner] : inner;
    }
    return [];
  });
}

/** CLDR's plural categories in their usual order, for the problems to name them in. */
const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;

/** The plural categories `locale` needs that a plural's cases lack; an exact case (`=1`) covers no category. */
function missingPluralCategories(locale: string, plural: PluralElement): string[] {
  const needed = new Set<string>(new Intl.PluralRules(locale, { type: plural.pluralType }).resolvedOptions().pluralCategories);
  needed.add("other");
  return PLURAL_CATEGORIES.filter((category) => needed.has(category) && !(category in plural.options));
}

/** A `?`, `!`, `:` or `;` in French without the no-break space before it; a clock's colon (12:30, {h}:{m}) is none. */
function frenchSpacingProblem(run: string): string | null {
  for (const match of run.matchAll(/[?!:;]/g)) {
    const index = match.index;
    const before = run[index - 1];
    const after = run[index + 1];
    if (before === "\u00a0" || before === "\u202f") continue;
    if (match[0] === ":" && before && after && /[\d\uFFFC]/u.test(before) && /[\d\uFFFC]/u.test(after)) continue;
    // "?!" and "!!" take one space, before the first.
    if (before && /[?!]/.test(before)) continue;
    const quoted = JSON.stringify(run.slice(Math.max(0, index - 12), index + 1).replaceAll(ARGUMENT, "{…}"));
    return before === " "
      ? `an ordinary space before "${match[0]}" (French needs a no-break space: U+00A0 or U+202F) in ${quoted}`
      : `no space before "${match[0]}" (French needs a no-break space: U+00A0 or U+202F) in ${quoted}`;
  }
  return null;
}

/** Whether react-intl's parser takes the message, as the server's catalogue compiler does. */
function parses(text: string): boolean {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether a message says nothing a translator could change: only arguments, digits and punctuation. */
function hasNoWords(runs: readonly string[]): boolean {
  return runs.every((run) => !/\p{L}/u.test(run));
}

/**
 * What a native reader of `locale` would stop at in its catalogue: a message that does not parse,
 * one identical to English (unless SAME_AS_ENGLISH, SAME_WORD_AS_ENGLISH or wordless), a plural
 * without every category the language needs (Intl.PluralRules), a form of address or word the
 * catalogue does not use (WORDING), and in French a high punctuation mark without its no-break
 * space.
 */
export function languageProblems(locale: string, catalogue: Catalogue, sourceLocale: string, source: Catalogue): string[] {
  const problems: string[] = [];
  for (const [id, text] of Object.entries(catalogue)) {
    let elements: MessageFormatElement[];
    try {
      elements = parse(text);
    } catch (error) {
      problems.push(`${locale}: ${id}: does not parse (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    const runs = textRuns(elements);
    const mayBeEnglish = id in SAME_AS_ENGLISH || SAME_WORD_AS_ENGLISH[id]?.includes(locale) || hasNoWords(runs);
    if (locale !== sourceLocale && text === source[id] && !mayBeEnglish) {
      problems.push(`${locale}: ${id}: not translated (the same as ${sourceLocale})`);
    }
    for (const plural of pluralsOf(elements)) {
      const missing = missingPluralCategories(locale, plural);
      if (missing.length > 0)
        problems.push(`${locale}: ${id}: {${plural.value}, plural} lacks the plural categories ${missing.join(", ")}`);
    }
    for (const rule of WORDING[locale] ?? []) {
      const found = runs.map((run) => rule.pattern.exec(run)?.[0]).find((match) => match !== undefined);
      if (found !== undefined) {
        problems.push(`${locale}: ${id}: ${rule.not} ("${found.replaceAll(ARGUMENT, "{…}")}") in a catalogue that writes ${rule.uses}`);
      }
    }
    if (SPACE_BEFORE_HIGH_PUNCTUATION.includes(locale)) {
      const spacing = runs.map(frenchSpacingProblem).find((problem) => problem !== null);
      if (spacing) problems.push(`${locale}: ${id}: ${spacing}`);
    }
  }
  return problems;
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
  const language: string[] = [];
  // A message that does not parse is named once, in the check's words, not again by formatjs.
  const unparsed: string[] = [];
  for (const locale of locales) {
    const catalogue = readCatalogue(localesDir, locale);
    for (const id of Object.keys(source)) if (catalogue[id] === undefined) problems.push(`${locale}: missing ${id}`);
    for (const id of Object.keys(catalogue)) if (!(id in source)) problems.push(`${locale}: ${id} is not used anywhere`);
    for (const [id, text] of Object.entries(catalogue)) if (!parses(text)) unparsed.push(`${locale}: ${id}:`);
    language.push(...languageProblems(locale, catalogue, sourceLocale, source));
  }
  const structural = structuralProblems(
    localesDir,
    locales.filter((locale) => files.includes(locale)),
    sourceLocale,
  ).filter((problem) => !unparsed.some((prefix) => problem.startsWith(prefix)));
  return [...problems, ...structural, ...language];
}
