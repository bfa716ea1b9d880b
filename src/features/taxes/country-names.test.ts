import { describe, expect, it, vi } from "vitest";
import { COUNTRY_CODES } from "@/contracts/countries";
import { countryName } from "./country-name";
import { countryNames, countryNamesInTurn } from "./country-names";

describe("country names", () => {
  it("names one country as the full list names it, in every kind of locale", () => {
    for (const locale of ["en", "de", "zh-Hant", "ar", "es-419"]) {
      const all = countryNames(locale);
      for (const code of COUNTRY_CODES) expect(countryName(locale, code), `${locale} ${code}`).toBe(all[code]);
    }
  });

  it("gives Hong Kong its short name and a German shopper German names", () => {
    expect(countryName("zh-Hant", "HK")).toBe("香港");
    expect(countryName("de", "DE")).toBe("Deutschland");
  });

  it("lists every country in the language's alphabetical order", () => {
    const names = Object.values(countryNames("de"));
    expect(names).toHaveLength(COUNTRY_CODES.length);
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
    expect(names.indexOf("Österreich")).toBeLessThan(names.indexOf("Polen"));
  });
});

describe("country names built in turn", () => {
  it("name every country as one-by-one naming does, sorted, over separate tasks, and keep the table", async () => {
    vi.useFakeTimers();
    let settled = false;
    const built = countryNamesInTurn("fr").then((names) => {
      settled = true;
      return names;
    });
    // Microtasks alone never finish it: each step waits for a task of its own.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(settled).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
    await vi.runAllTimersAsync();
    expect(settled).toBe(true);
    vi.useRealTimers();
    const names = await built;
    const values = Object.values(names);
    expect(values).toHaveLength(COUNTRY_CODES.length);
    expect(values).toEqual([...values].sort(new Intl.Collator("fr").compare));
    for (const code of COUNTRY_CODES) expect(names[code], code).toBe(countryName("fr", code));
    expect(countryNames("fr")).toBe(names);
    expect(await countryNamesInTurn("fr")).toBe(names);
  });

  it("share one build between two callers that ask while it runs", async () => {
    vi.useFakeTimers();
    const first = countryNamesInTurn("pt");
    const second = countryNamesInTurn("pt");
    // One build: its first step's task, not two.
    expect(vi.getTimerCount()).toBe(1);
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(await second).toBe(await first);
  });
});
