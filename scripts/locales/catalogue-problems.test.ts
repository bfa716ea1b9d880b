// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { catalogueProblems, languageProblems, type Catalogue } from "./catalogue-problems";

const ENGLISH: Catalogue = {
  "coupon.used": "You have already used the coupon code {code}.",
  "cart.items": "{count, plural, one {# plan} other {# plans}} for {name}",
  "terms.link": "I accept the <link>terms</link>",
};

const FRENCH: Catalogue = {
  "coupon.used": "Vous avez déjà utilisé le code promo {code}.",
  "cart.items": "{count, plural, one {# forfait} many {# de forfaits} other {# forfaits}} pour {name}",
  "terms.link": "J’accepte les <link>conditions</link>",
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
      fr: { ...FRENCH, "coupon.used": "Vous avez déjà utilisé le code {code." },
    });
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^de: coupon\.used: .*\[code\] vs \[\]/),
        expect.stringMatching(/^de: cart\.items: .*name/),
        expect.stringMatching(/^de: terms\.link: .*\[link\] vs \[\]/),
        // Named once, in the check's words.
        expect.stringMatching(/^fr: coupon\.used: does not parse \(/),
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

  it("names a message left in English, and lets brand names, codes and placeholders stay as English writes them", () => {
    expect(problemsOf({ de: { ...ENGLISH, "coupon.used": "Den Gutscheincode {code} haben Sie bereits verwendet." } })).toEqual([
      "de: cart.items: not translated (the same as en)",
      "de: terms.link: not translated (the same as en)",
    ]);
    const source: Catalogue = {
      "countdown.clock": "{hours}:{minutes}:{seconds}",
      "payments.card.cvvLabel": "CVV/CVC",
      "summary.barTotal": "{label}: {amount}",
      "home.title": "Choose your protection",
    };
    expect(languageProblems("ja", { ...source, "home.title": "保護を選ぶ" }, "en", source)).toEqual([]);
    expect(languageProblems("ja", source, "en", source)).toEqual(["ja: home.title: not translated (the same as en)"]);
    // A word spelt as in English only where the language spells it so.
    const marketing: Catalogue = { "consent.marketing": "Marketing" };
    expect(languageProblems("de", marketing, "en", marketing)).toEqual([]);
    expect(languageProblems("pl", marketing, "en", marketing)).toEqual(["pl: consent.marketing: not translated (the same as en)"]);
  });

  it("names a message that does not parse, in English too", () => {
    expect(languageProblems("en", { "coupon.used": "You used {code" }, "en", ENGLISH)).toEqual([
      expect.stringMatching(/^en: coupon\.used: does not parse \(.+\)$/),
    ]);
    expect(languageProblems("de", { "cart.items": "{count, plural, one {# Tarif} other {# Tarife}" }, "en", ENGLISH)).toEqual([
      expect.stringMatching(/^de: cart\.items: does not parse/),
    ]);
  });

  it("names a plural without every category its language needs, however deep, and an exact =1 covers none", () => {
    const plural = (text: string): Catalogue => ({ "cart.items": text });
    expect(languageProblems("ru", plural("{count, plural, one {# тариф} other {# тарифа}} для {name}"), "en", ENGLISH)).toEqual([
      "ru: cart.items: {count, plural} lacks the plural categories few, many",
    ]);
    expect(languageProblems("de", plural("{count, plural, =1 {ein Tarif} other {# Tarife}} für {name}"), "en", ENGLISH)).toEqual([
      "de: cart.items: {count, plural} lacks the plural categories one",
    ]);
    expect(languageProblems("ar", plural("{name}: {count, plural, one {خطة} other {# خطط}}"), "en", ENGLISH)).toEqual([
      "ar: cart.items: {count, plural} lacks the plural categories zero, two, few, many",
    ]);
    expect(
      languageProblems(
        "lt",
        plural("{name, select, vpn {{count, plural, one {# planas} few {# planai} other {# planų}}} other {{name}}}"),
        "en",
        ENGLISH,
      ),
    ).toEqual(["lt: cart.items: {count, plural} lacks the plural categories many"]);
    // Japanese and Chinese need only `other`; `other` is needed everywhere.
    expect(languageProblems("ja", plural("{name}の{count, plural, other {#件のプラン}}"), "en", ENGLISH)).toEqual([]);
    // Without `other` a plural does not even parse.
    expect(languageProblems("ja", plural("{name}の{count, plural, =1 {1件のプラン}}"), "en", ENGLISH)).toEqual([
      "ja: cart.items: does not parse (MISSING_OTHER_CLAUSE)",
    ]);
  });

  it.each([
    ["de", "Der Link, den du geöffnet hast, meldet dich an.", 'du ("du") in a catalogue that writes Sie'],
    ["de", "Dein Konto ist bereit.", 'du ("Dein") in a catalogue that writes Sie'],
    ["fr", "Tu peux continuer en invité.", 'tu ("Tu") in a catalogue that writes vous'],
    ["nl", "Log in met uw wachtwoord.", 'u ("uw") in a catalogue that writes je'],
    ["es", "Inténtelo de nuevo, por favor.", 'usted ("Inténtelo") in a catalogue that writes tú'],
    ["es-mx", "Usted ya tiene una cuenta.", 'usted ("Usted") in a catalogue that writes tú'],
    ["zh", "你的付款已取消。", '你 ("你") in a catalogue that writes 您'],
    ["zh-tw", "你的付款已取消。", '你 ("你") in a catalogue that writes 您'],
    ["zh-hk", "你的付款已取消。", '你 ("你") in a catalogue that writes 您'],
    ["zh-hk", "連結您的銀行賬戶", '賬戶 ("賬戶") in a catalogue that writes 帳戶'],
    ["zh-hk", "安全結賬。", '結賬 ("結賬") in a catalogue that writes 結帳'],
    ["zh-hk", "您的訂閱會自動續期。", '續期 ("續期") in a catalogue that writes 續訂'],
    ["he", "בתשלום, אתם מסכימים לכך.", 'plural address ("אתם") in a catalogue that writes gender-neutral address'],
    ["he", "זה לא את/ה?", 'a slashed double form ("ת/ה") in a catalogue that writes gender-neutral address'],
    ["ko", "{provider}를 처음 이용하시나요?", "a particle chosen by the last sound of an argument"],
    ["ru", "Срок действия купона {code} истёк.", 'купон ("купон") in a catalogue that writes промокод'],
    ["uk", "Термін дії купона {code} закінчився.", 'купон ("купон") in a catalogue that writes промокод'],
    ["lt", "Kupono kodo {code} galiojimas baigėsi.", 'kuponas ("Kupon") in a catalogue that writes nuolaidos kodas'],
    ["sv", "Kupongkoden {code} har gått ut.", 'kupong ("Kupong") in a catalogue that writes rabattkod'],
    ["no", "Kupongkoden {code} har utløpt.", 'kupong ("Kupong") in a catalogue that writes rabattkode'],
    ["da", "Kuponkoden {code} er udløbet.", 'kupon ("Kupon") in a catalogue that writes rabatkode'],
  ])("names a %s message that mixes in the form of address or the word its catalogue does not use: %s", (locale, text, problem) => {
    expect(languageProblems(locale, { "auth.switch.explain": text }, "en", {})).toEqual([
      expect.stringContaining(`${locale}: auth.switch.explain: ${problem}`),
    ]);
  });

  it("lets each catalogue's own form of address and words pass", () => {
    const passes = (locale: string, text: string) =>
      expect(languageProblems(locale, { "auth.switch.explain": text }, "en", {})).toEqual([]);
    passes("de", "Der Link, den Sie geöffnet haben, meldet Sie bei einem anderen Konto an.");
    passes("nl", "De link die je hebt geopend, logt in op een ander account.");
    passes("zh-hk", "您開啟的連結會登入另一個帳戶。");
    passes("he", "אם כבר שילמת, פרטי ההזמנה נמצאים באימייל האישור.");
    passes("ko", "구독은 이 이메일의 {provider} 계정에 추가됩니다. {plan}(으)로 업그레이드, {amount}이(가) 됩니다.");
    passes("ru", "Срок действия промокода {code} истёк.");
    passes("sv", "Rabattkoden {code} har gått ut.");
  });

  it("names French punctuation without its no-break space, and lets a clock's colon be", () => {
    const fr = (text: string) => languageProblems("fr", { "auth.switch.explain": text }, "en", {});
    expect(fr("Changer de compte ?")).toEqual([expect.stringContaining('fr: auth.switch.explain: an ordinary space before "?"')]);
    expect(fr("Payer en {currency} au lieu de {current}?")).toEqual([
      expect.stringContaining('fr: auth.switch.explain: no space before "?"'),
    ]);
    expect(fr("Bonne nouvelle: le prix baisse")).toEqual([expect.stringContaining('no space before ":"')]);
    expect(fr("Oups ! Une erreur")).toEqual([expect.stringContaining('an ordinary space before "!"')]);
    expect(fr("Attention ; réessayez")).toEqual([expect.stringContaining('an ordinary space before ";"')]);
    expect(fr("{count, plural, one {Un forfait ?} many {# de forfaits\u00a0?} other {# forfaits\u00a0?}}")).toEqual([
      expect.stringContaining('an ordinary space before "?"'),
    ]);
    expect(fr("Changer de compte\u00a0? Oups\u202f! Total\u00a0: {amount}")).toEqual([]);
    expect(fr("{hours}:{minutes}:{seconds}, à 12:30")).toEqual([]);
    // Other languages set no space there.
    expect(languageProblems("de", { "auth.switch.explain": "Konto wechseln?" }, "en", {})).toEqual([]);
  });

  it("finds nothing wrong with the committed catalogues", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const localesDir = path.resolve(__dirname, "../../locales");
    const read = (locale: string) => JSON.parse(readFileSync(path.join(localesDir, `${locale}.json`), "utf8")) as Catalogue;
    const english = read("en");
    const problems = readdirSync(localesDir)
      .map((name) => name.slice(0, -".json".length))
      .flatMap((locale) => languageProblems(locale, read(locale), "en", english));
    expect(problems).toEqual([]);
  });
});
