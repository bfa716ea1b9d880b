import { describe, expect, it } from "vitest";
import { htmlLang, openGraphLocale } from "./language-tags";
import { LOCALES } from "./locales";

describe("htmlLang", () => {
  it("writes a locale's region in capitals, as BCP 47 does, and leaves a plain language as it is", () => {
    expect(htmlLang("pt-br")).toBe("pt-BR");
    expect(htmlLang("es-mx")).toBe("es-MX");
    expect(htmlLang("zh-tw")).toBe("zh-TW");
    expect(htmlLang("zh-hk")).toBe("zh-HK");
    expect(htmlLang("en")).toBe("en");
    expect(htmlLang("de")).toBe("de");
  });

  it("gives every locale a tag that Intl accepts as the same language", () => {
    for (const locale of LOCALES) {
      const tag = htmlLang(locale);
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
      expect(new Intl.Locale(tag).language).toBe(locale.split("-")[0]);
    }
  });
});

describe("openGraphLocale", () => {
  it("is language_TERRITORY: the locale's own region, or the market its catalogue is written for", () => {
    expect(openGraphLocale("pt-br")).toBe("pt_BR");
    expect(openGraphLocale("zh-hk")).toBe("zh_HK");
    expect(openGraphLocale("en")).toBe("en_US");
    expect(openGraphLocale("pt")).toBe("pt_PT");
    expect(openGraphLocale("zh")).toBe("zh_CN");
    expect(openGraphLocale("no")).toBe("nb_NO");
  });

  it("names a territory for every locale", () => {
    for (const locale of LOCALES) expect(openGraphLocale(locale)).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
  });
});
