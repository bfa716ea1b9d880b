// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { catalogueProblems, type Catalogue } from "./catalogue-problems";

const ENGLISH: Catalogue = {
  "coupon.used": "You have already used the coupon code {code}.",
  "cart.items": "{count, plural, one {# plan} other {# plans}} for {name}",
  "terms.link": "I accept the <link>terms</link>",
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The problems `npm run i18n:check` finds in catalogues written for English and `catalogues`. */
function problemsOf(catalogues: Record<string, Catalogue>): string[] {
  const localesDir = mkdtempSync(path.join(tmpdir(), "locales-"));
  dirs.push(localesDir);
  const all = { en: ENGLISH, ...catalogues };
  for (const [locale, catalogue] of Object.entries(all)) writeFileSync(path.join(localesDir, `${locale}.json`), JSON.stringify(catalogue));
  return catalogueProblems({ localesDir, locales: Object.keys(all), sourceLocale: "en", source: ENGLISH });
}

describe("the message catalogue check", () => {
  it("passes translations with the English arguments, in their own order and with their own plural forms", () => {
    expect(
      problemsOf({
        de: {
          "coupon.used": "Den Gutscheincode {code} haben Sie bereits verwendet.",
          "cart.items": "für {name}: {count, plural, one {# Tarif} other {# Tarife}}",
          "terms.link": "Ich akzeptiere die <link>AGB</link>",
        },
        ru: {
          "coupon.used": "Вы уже использовали код {code}.",
          "cart.items": "{count, plural, one {# тариф} few {# тарифа} many {# тарифов} other {# тарифа}} для {name}",
          "terms.link": "Я принимаю <link>условия</link>",
        },
      }),
    ).toEqual([]);
  });

  it("fails when a translation drops, renames or breaks a placeholder, or drops a tag", () => {
    const problems = problemsOf({
      de: {
        "coupon.used": "Den Gutscheincode haben Sie bereits verwendet.",
        "cart.items": "{count, plural, one {# Tarif} other {# Tarife}} für {nombre}",
        "terms.link": "Ich akzeptiere die AGB",
      },
      fr: { ...ENGLISH, "coupon.used": "Vous avez déjà utilisé le code {code." },
    });
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^de: coupon\.used: .*\[code\] vs \[\]/),
        expect.stringMatching(/^de: cart\.items: .*name/),
        expect.stringMatching(/^de: terms\.link: .*\[link\] vs \[\]/),
        expect.stringMatching(/^fr: coupon\.used: /),
      ]),
    );
  });

  it("fails on a missing key, an unused key, a stale English catalogue and an unsupported locale's file", () => {
    const localesDir = mkdtempSync(path.join(tmpdir(), "locales-"));
    dirs.push(localesDir);
    writeFileSync(path.join(localesDir, "en.json"), JSON.stringify({ ...ENGLISH, "old.key": "Old" }));
    writeFileSync(
      path.join(localesDir, "de.json"),
      JSON.stringify({ "coupon.used": "{code}", "terms.link": "<link>AGB</link>", extra: "x" }),
    );
    writeFileSync(path.join(localesDir, "xx.json"), "{}");
    expect(catalogueProblems({ localesDir, locales: ["en", "de"], sourceLocale: "en", source: ENGLISH })).toEqual([
      "locales/en.json is stale: run `npm run i18n:sync`",
      "locales/xx.json is not a supported locale",
      "en: old.key is not used anywhere",
      "de: missing cart.items",
      "de: extra is not used anywhere",
    ]);
  });
});
