import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ARABIC_INDIC_DIGIT, stubArabicIndicDefaultDigits } from "@/test/arabic-indic-icu";
import { formattingLocale } from "./formatting-locale";
import { LOCALES } from "./locales";

const src = path.resolve(__dirname, "../..");

/** The app's modules, tests left out (generated code builds no formatter). */
const sourceFiles = () =>
  readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(src, file));

describe("formattingLocale", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(LOCALES)("names Latin digits for %s, and Intl formats with them", (locale) => {
    const tag = formattingLocale(locale);
    expect(tag.toLowerCase()).toBe(`${locale}-u-nu-latn`);
    expect(new Intl.NumberFormat(tag).resolvedOptions().numberingSystem).toBe("latn");
    expect(new Intl.DateTimeFormat(tag).resolvedOptions().numberingSystem).toBe("latn");
  });

  it("gives Arabic Latin digits where the engine's default for ar is Arabic-Indic, as WebKit's is", () => {
    expect(new Intl.NumberFormat("ar-u-nu-arab").format(59.88)).toMatch(ARABIC_INDIC_DIGIT);
    stubArabicIndicDefaultDigits();
    // The stand-in engine: a bare "ar" has Arabic-Indic digits.
    expect(new Intl.NumberFormat("ar").format(59.88)).toMatch(ARABIC_INDIC_DIGIT);
    expect(formattingLocale("ar")).toBe("ar-u-nu-latn");
    expect(new Intl.NumberFormat(formattingLocale("ar")).format(59.88)).toBe("59.88");
    expect(
      new Intl.DateTimeFormat(formattingLocale("ar"), { dateStyle: "long", timeZone: "UTC" }).format(Date.UTC(2025, 0, 30)),
    ).not.toMatch(ARABIC_INDIC_DIGIT);
  });

  it("leaves a malformed tag as it is, for the caller's fallback", () => {
    expect(formattingLocale("not a locale")).toBe("not a locale");
  });

  it("is what every number, date and plural formatter of src/ is built with", () => {
    const bare: string[] = [];
    for (const file of sourceFiles()) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/new Intl\.(?:NumberFormat|DateTimeFormat|PluralRules|RelativeTimeFormat|ListFormat)\(([^,)]*)/g)) {
        if (!match[1]!.startsWith("formattingLocale(")) bare.push(`${path.relative(src, file)}: ${match[0]}`);
      }
    }
    expect(bare).toEqual([]);
  });
});
