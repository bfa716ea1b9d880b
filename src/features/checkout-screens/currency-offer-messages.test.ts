import { describe, expect, it } from "vitest";
import { countryName } from "@/features/taxes";
import { LOCALES } from "@/lib/locale";
import { testIntl } from "@/test/test-intl";
import { currencyOfferMessages } from "./currency-offer-messages";

// Countries whose names want an article or a case in a sentence: "the United States", "le Canada",
// "die Schweiz", "o Brasil", "i Paesi Bassi".
const COUNTRIES = ["US", "CA", "CH", "BR", "NL", "DE"];

describe("the currency offer's question", () => {
  it.each(LOCALES)("in %s opens with the country's name alone before a colon, so it needs no article or case", (locale) => {
    const intl = testIntl(locale);
    for (const country of COUNTRIES) {
      const name = countryName(locale, country);
      const text = intl.formatMessage(currencyOfferMessages.question, { country: name, currency: "EUR", current: "USD" });
      expect(text.startsWith(name), text).toBe(true);
      expect(text.slice(name.length), text).toMatch(/^[\u00a0\u202f]?[:：]/u);
    }
  });

  it("reads as English, French and German write it", () => {
    const ask = (locale: string, country: string) =>
      testIntl(locale).formatMessage(currencyOfferMessages.question, {
        country: countryName(locale, country),
        currency: "EUR",
        current: "USD",
      });
    expect(ask("en", "US")).toBe("United States: prices are in EUR. Pay in EUR instead of USD?");
    expect(ask("fr", "CA")).toBe("Canada\u00a0: les prix sont en EUR. Payer en EUR au lieu de USD\u00a0?");
    expect(ask("de", "CH")).toBe("Schweiz: Die Preise sind in EUR. In EUR statt in USD bezahlen?");
  });
});
