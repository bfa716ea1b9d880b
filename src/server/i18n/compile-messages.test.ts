import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import localeConfig from "@/lib/locale/locale-config.json";
import { compileMessages } from "./compile-messages";

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, "../../../locales", `${locale}.json`), "utf8")) as Record<string, string>;

describe("compileMessages", () => {
  it("compiles every message of every locale", () => {
    for (const locale of localeConfig.locales) {
      const messages = catalogue(locale);
      expect(Object.keys(compileMessages(messages)).sort(), locale).toEqual(Object.keys(messages).sort());
    }
  });

  it("formats a compiled message as its text would be", () => {
    const messages = compileMessages({ greeting: "Hello {name}, you have {count, plural, one {# plan} other {# plans}}" });
    const intl = createIntl({ locale: "en", messages });
    expect(intl.formatMessage({ id: "greeting" }, { name: "Ann", count: 2 })).toBe("Hello Ann, you have 2 plans");
  });

  it("keeps every part of a message's AST as the parser made it", () => {
    const text =
      "<b>{name}</b>: {count, plural, =0 {none} one {# plan} other {# plans}} {kind, select, vpn {VPN} other {{kind}}} {price, number, ::currency/EUR} {day, date, medium}";
    expect(compileMessages({ text }).text).toEqual(parse(text));
  });

  it("gives a message that does not parse the fallback's compiled text", () => {
    const english = compileMessages({ greeting: "Hello {name}" });
    const messages = compileMessages({ greeting: "Bonjour {name" }, english);
    expect(messages.greeting).toEqual(english.greeting);
  });
});
