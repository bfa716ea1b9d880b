import { describe, expect, it } from "vitest";
import { LANGUAGE_OPTIONS } from "./languages";
import { DEFAULT_LOCALE, isRtlLocale, LOCALES, localizePath, normalizeLocale, resolveLocale, splitLocalePrefix } from "./locales";

describe("locales", () => {
  it("supports the 26 locales of the spec, English by default, without ro and th", () => {
    expect(LOCALES).toHaveLength(26);
    expect(DEFAULT_LOCALE).toBe("en");
    expect(LOCALES).not.toContain("ro");
    expect(LOCALES).not.toContain("th");
  });

  it("marks only Arabic and Hebrew right-to-left", () => {
    expect(LOCALES.filter(isRtlLocale)).toEqual(["ar", "he"]);
  });

  it.each([
    ["de", "de"],
    ["DE", "de"],
    ["pt-BR", "pt-br"],
    ["zh_TW", "zh-tw"],
    [" fr ", "fr"],
    ["ro", null],
    ["th", null],
    ["xx", null],
    ["", null],
    [["de"], null],
    [42, null],
    ["<script>", null],
    ["de".repeat(20), null],
  ])("normalizes %j to %j", (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it("prefers the path prefix, then the parameter, then the cookie, then the default", () => {
    expect(resolveLocale({ pathLocale: "de", queryLocale: "fr", cookieLocale: "it" })).toBe("de");
    expect(resolveLocale({ pathLocale: null, queryLocale: "fr", cookieLocale: "it" })).toBe("fr");
    expect(resolveLocale({ queryLocale: "ro", cookieLocale: "it" })).toBe("it");
    expect(resolveLocale({ queryLocale: ["fr", "de"], cookieLocale: "nope" })).toBe("en");
    expect(resolveLocale({})).toBe("en");
  });

  it("serves the default locale without a prefix", () => {
    expect(localizePath("/payment/", "en")).toBe("/payment/");
    expect(localizePath("/payment/", "fr")).toBe("/fr/payment/");
    expect(localizePath("/", "zh-tw")).toBe("/zh-tw/");
    expect(localizePath("payment/", "de")).toBe("/de/payment/");
  });

  it("splits a locale prefix off a path", () => {
    expect(splitLocalePrefix("/de/payment/")).toEqual({ locale: "de", path: "/payment/" });
    expect(splitLocalePrefix("/zh-tw")).toEqual({ locale: "zh-tw", path: "/" });
    expect(splitLocalePrefix("/payment/")).toEqual({ locale: null, path: "/payment/" });
    expect(splitLocalePrefix("/ro/payment/")).toEqual({ locale: null, path: "/ro/payment/" });
    expect(splitLocalePrefix("/")).toEqual({ locale: null, path: "/" });
  });

  it("offers every locale in the language list under its own name", () => {
    expect(LANGUAGE_OPTIONS.map((option) => option.urlCode)).toEqual(LOCALES);
    expect(LANGUAGE_OPTIONS.find((option) => option.urlCode === "de")?.title).toBe("Deutsch");
    expect(LANGUAGE_OPTIONS.every((option) => option.title.length > 1)).toBe(true);
  });
});
