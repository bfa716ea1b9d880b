import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { COUNTRY_CODES } from "../../src/contracts/countries";

type Catalogue = Record<string, string>;

const read = (locale: string): Catalogue =>
  JSON.parse(readFileSync(path.resolve(__dirname, "../../locales", `${locale}.json`), "utf8")) as Catalogue;

/** Every run of literal text in a catalogue's messages (select and plural options included), trimmed. */
function literals(catalogue: Catalogue): Set<string> {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) {
        const text = element.value.trim();
        if (text) found.add(text);
      } else if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type === TYPE.tag) {
        walk(element.children);
      }
    }
  };
  for (const message of Object.values(catalogue)) walk(parse(message, { ignoreTag: false }));
  return found;
}

const WORDS = /\p{L}{3,}/gu;
const wordsOf = (text: string) => (text.match(WORDS) ?? []).map((word) => word.toLowerCase());

/**
 * The English a page in `locale` must not show: the English catalogue's texts and the backend's
 * English titles (and their comma-separated parts), each only where it has a word of three
 * letters or more that the locale's own catalogue and country names never write. So brand names and codes (NordVPN,
 * GST, "NordLocker 1 TB"), and words a language shares with English (Italian "account"), pass.
 */
export function englishLeftovers(locale: string, backendTitles: readonly string[]): string[] {
  // The country names the page shows are the language's own (Intl's), like its catalogue: German
  // "Vereinigte Arabische Emirate" writes the English word "Emirate" too.
  const countries = new Intl.DisplayNames([locale], { type: "region" });
  const countryNames = COUNTRY_CODES.map((code) => countries.of(code) ?? "");
  const own = new Set([...literals(read(locale)), ...countryNames].flatMap(wordsOf));
  const english = [...literals(read("en")), ...backendTitles.flatMap((title) => [title, ...title.split(", ")])];
  return [...new Set(english)].filter((text) => wordsOf(text).some((word) => !own.has(word))).sort((a, b) => b.length - a.length);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The first of `texts` that `visible` contains as a whole (not inside a longer word), or null. */
export function firstContained(visible: string, texts: readonly string[]): string | null {
  for (const text of texts) {
    if (new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, "iu").test(visible)) return text;
  }
  return null;
}
