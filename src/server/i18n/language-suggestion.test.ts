import { describe, expect, it } from "vitest";
import { languageSuggestion, preferredLocale } from "./language-suggestion";

describe("preferredLocale", () => {
  it("takes the most wanted language the checkout speaks", () => {
    expect(preferredLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(preferredLocale("en;q=0.5, ja;q=0.9")).toBe("ja");
    expect(preferredLocale("th,ro;q=0.9,pl;q=0.8")).toBe("pl");
    expect(preferredLocale("en-US,en;q=0.9,de;q=0.8")).toBe("en");
  });

  it("reads regional and script tags as the locale they stand for", () => {
    expect(preferredLocale("pt-BR")).toBe("pt-br");
    expect(preferredLocale("pt-PT")).toBe("pt");
    expect(preferredLocale("es-MX")).toBe("es-mx");
    expect(preferredLocale("es-AR")).toBe("es");
    expect(preferredLocale("zh-Hant-TW")).toBe("zh-tw");
    expect(preferredLocale("zh-CN")).toBe("zh");
    expect(preferredLocale("zh-HK")).toBe("zh-hk");
    expect(preferredLocale("nb-NO")).toBe("no");
    expect(preferredLocale("he-IL")).toBe("he");
  });

  it("never fails on a malformed header", () => {
    for (const header of [undefined, "", "*", ";;;", "de;q=x", "de;q=0", "<script>", "a".repeat(2000), ",,,de"]) {
      expect(() => preferredLocale(header)).not.toThrow();
    }
    expect(preferredLocale("de;q=0")).toBeNull();
    expect(preferredLocale(",,,de")).toBe("de");
    expect(preferredLocale("*")).toBeNull();
  });
});

describe("languageSuggestion", () => {
  const request = { localeCode: "en", prefixed: false, cookieLocale: undefined, acceptLanguage: "ar-EG,ar;q=0.9" };

  it("offers the browser's language, with the offer's texts in it, on an unprefixed first visit", async () => {
    const suggestion = await languageSuggestion(request);
    expect(suggestion).toMatchObject({ localeCode: "ar", rtl: true });
    expect(Object.keys(suggestion?.messages ?? {}).sort()).toEqual([
      "languageSuggestion.dismiss",
      "languageSuggestion.prompt",
      "languageSuggestion.switch",
    ]);
  });

  it("offers nothing once a language was chosen, on an address that names one, or to an English browser", async () => {
    expect(await languageSuggestion({ ...request, cookieLocale: "en" })).toBeNull();
    expect(await languageSuggestion({ ...request, prefixed: true })).toBeNull();
    expect(await languageSuggestion({ ...request, localeCode: "de", prefixed: true })).toBeNull();
    expect(await languageSuggestion({ ...request, acceptLanguage: "en-GB,de;q=0.5" })).toBeNull();
    expect(await languageSuggestion({ ...request, acceptLanguage: undefined })).toBeNull();
  });
});
