/**
 * Message catalogues. `sync` extracts every defineMessages() default from src/ into
 * locales/en.json (formatjs CLI) and gives every other locale the same keys, copying the
 * English text where a translation is missing. `check` fails when en.json is stale, a key is
 * missing or extra anywhere, or a translation lost or invented a {placeholder}.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import localeConfig from "../src/lib/locale/locale-config.json";

type Catalogue = Record<string, string>;

const root = path.resolve(__dirname, "..");
const localesDir = path.join(root, "locales");
const fileOf = (locale: string) => path.join(localesDir, `${locale}.json`);

function read(locale: string): Catalogue {
  try {
    return JSON.parse(readFileSync(fileOf(locale), "utf8")) as Catalogue;
  } catch {
    return {};
  }
}

function write(locale: string, catalogue: Catalogue) {
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(fileOf(locale), `${JSON.stringify(sorted, null, 2)}\n`);
}

function extract(): Catalogue {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "messages-")), "en.json");
  execFileSync(
    path.join(root, "node_modules/.bin/formatjs"),
    ["extract", "src/**/*.{ts,tsx}", "--ignore", "src/**/*.test.{ts,tsx}", "--out-file", out, "--format", "simple", "--throws"],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  );
  return JSON.parse(readFileSync(out, "utf8")) as Catalogue;
}

function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && "value" in element) names.add(String(element.value));
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

function sync() {
  const english = extract();
  write("en", english);
  for (const locale of localeConfig.locales.filter((code) => code !== "en")) {
    const current = read(locale);
    write(locale, Object.fromEntries(Object.entries(english).map(([id, text]) => [id, current[id] ?? text])));
  }
  console.log(`locales: ${Object.keys(english).length} messages in ${localeConfig.locales.length} locales`);
}

function check(): number {
  const problems: string[] = [];
  const english = extract();
  const committed = read("en");
  if (JSON.stringify(Object.entries(english).sort()) !== JSON.stringify(Object.entries(committed).sort())) {
    problems.push("locales/en.json is stale: run `npm run i18n:sync`");
  }
  const files = readdirSync(localesDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -5));
  for (const extra of files.filter((locale) => !localeConfig.locales.includes(locale))) {
    problems.push(`locales/${extra}.json is not a supported locale`);
  }
  for (const locale of localeConfig.locales) {
    const catalogue = read(locale);
    for (const id of Object.keys(english)) {
      const text = catalogue[id];
      if (text === undefined) {
        problems.push(`${locale}: missing ${id}`);
        continue;
      }
      try {
        const expected = placeholders(english[id] ?? "").join(",");
        const actual = placeholders(text).join(",");
        if (expected !== actual) problems.push(`${locale}: ${id} has placeholders {${actual}}, English has {${expected}}`);
      } catch (error) {
        problems.push(`${locale}: ${id} is not a valid ICU message (${(error as Error).message})`);
      }
    }
    for (const id of Object.keys(catalogue)) {
      if (!(id in english)) problems.push(`${locale}: ${id} is not used anywhere`);
    }
  }
  if (problems.length > 0) {
    console.error(`Message catalogues have ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    return 1;
  }
  console.log(`locales: ${Object.keys(english).length} messages, complete in ${localeConfig.locales.length} locales`);
  return 0;
}

const mode = process.argv[2];
if (mode === "sync") sync();
else if (mode === "check") process.exitCode = check();
else {
  console.error("usage: tsx scripts/locales.ts sync|check");
  process.exitCode = 2;
}
