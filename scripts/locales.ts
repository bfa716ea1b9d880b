/**
 * Message catalogues. `sync` extracts every defineMessages() default from src/ into
 * locales/en.json (formatjs CLI) and gives every other locale the same keys, copying the
 * English text where a translation is missing. `check` fails when en.json is stale, a key is
 * missing or extra anywhere, a translation lost, renamed or invented a {placeholder}, or a
 * catalogue has what a native reader would stop at: a message that does not parse, one left in
 * English, a plural without a category its language needs, a mixed form of address or word, or
 * French punctuation without its no-break space (scripts/locales/catalogue-problems.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import localeConfig from "../src/lib/locale/locale-config.json";
import { catalogueProblems, readCatalogue, type Catalogue } from "./locales/catalogue-problems";

const root = path.resolve(__dirname, "..");
const localesDir = path.join(root, "locales");
const fileOf = (locale: string) => path.join(localesDir, `${locale}.json`);

const read = (locale: string) => readCatalogue(localesDir, locale);

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
  const english = extract();
  const problems = catalogueProblems({ localesDir, locales: localeConfig.locales, sourceLocale: "en", source: english });
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
