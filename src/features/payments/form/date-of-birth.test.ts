import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/locale";
import { validateDateOfBirth } from "../validation/personal-fields";
import { dateOfBirthOrder, dateOfBirthValue } from "./date-of-birth";

const NOW = new Date(2026, 5, 15);

describe("dateOfBirthValue", () => {
  it.each([
    [{ date_of_birth_day: "01", date_of_birth_month: "02", date_of_birth_year: "1990" }, "1990-02-01", null],
    [{ date_of_birth_day: "1", date_of_birth_month: "2", date_of_birth_year: "1990" }, "1990-02-01", null],
    [{ date_of_birth_day: "31", date_of_birth_month: "12", date_of_birth_year: "1959" }, "1959-12-31", null],
    [{}, "", "empty"],
    [{ date_of_birth_day: "", date_of_birth_month: " ", date_of_birth_year: "" }, "", "empty"],
    [{ date_of_birth_day: "01", date_of_birth_year: "1990" }, "1990--01", "invalid"],
    [{ date_of_birth_day: "01", date_of_birth_month: "02", date_of_birth_year: "90" }, "90-02-01", "invalid"],
    [{ date_of_birth_day: "30", date_of_birth_month: "02", date_of_birth_year: "1990" }, "1990-02-30", "invalid"],
    [{ date_of_birth_day: "16", date_of_birth_month: "06", date_of_birth_year: "2008" }, "2008-06-16", "invalid"],
  ])("makes %j the API's %j, which validation finds %s", (values, value, problem) => {
    expect(dateOfBirthValue(values)).toBe(value);
    expect(validateDateOfBirth(value, NOW)).toBe(problem);
  });
});

describe("dateOfBirthOrder", () => {
  const short = (parts: readonly string[]) => parts.map((part) => part.replace("date_of_birth_", "")[0]).join("");

  it("puts the year first where the language writes it first, else the day", () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, short(dateOfBirthOrder(locale))]))).toMatchObject({
      en: "dmy",
      de: "dmy",
      fr: "dmy",
      ar: "dmy",
      "zh-hk": "dmy",
      ja: "ymd",
      ko: "ymd",
      zh: "ymd",
      "zh-tw": "ymd",
      lt: "ymd",
      sv: "ymd",
    });
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))("follows CLDR's short date in %s (English is day first by decision)", (locale) => {
    const parts = new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
      new Date(2001, 1, 3),
    );
    const cldr = parts
      .filter((part) => part.type !== "literal")
      .map((part) => part.type[0])
      .join("");
    expect(short(dateOfBirthOrder(locale))).toBe(cldr);
  });
});
