// @vitest-environment node
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { compileMessages } from "@/server/i18n/compile-messages";
import { intlFor } from "./app-intl-provider";

describe("intlFor on the server", () => {
  it("formats numbers, plurals, ordinals, selects and dates as react-intl does, with the Intl formatters kept by identity on the server", () => {
    const sources = {
      "test.count": "{count, plural, one {# month} other {# months}}",
      "test.place": "{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
      "test.share": "{share, number, percent} off, {total, number, ::currency/EUR}",
      "test.unit":
        "{unit, select, YEAR {{interval, plural, one {a year} other {# years}}} other {{interval, plural, one {a month} other {# months}}}}",
      "test.day": "{day, date, long}",
    };
    for (const locale of ["en", "de", "pl", "ar"]) {
      const catalogue = compileMessages(sources);
      const ours = intlFor(locale, catalogue);
      const theirs = createIntl({ locale, messages: catalogue });
      const calls: [string, Record<string, number>][] = [
        ["test.count", { count: 1 }],
        ["test.count", { count: 5 }],
        ["test.count", { count: 22 }],
        ["test.place", { place: 2 }],
        ["test.place", { place: 23 }],
        ["test.share", { share: 0.25, total: 1234.5 }],
        ["test.unit", { unit: 0, interval: 2 }],
        ["test.day", { day: Date.UTC(2025, 0, 30, 12) }],
      ];
      for (const [id, values] of [...calls, ...calls]) {
        expect(ours.formatMessage({ id }, values), `${locale} ${id}`).toBe(theirs.formatMessage({ id }, values));
      }
      expect(ours.formatters.getPluralRules(locale, { type: "ordinal" })).toBe(ours.formatters.getPluralRules(locale, { type: "ordinal" }));
      expect(ours.formatters.getPluralRules(locale, { type: "ordinal" })).not.toBe(
        ours.formatters.getPluralRules(locale, { type: "cardinal" }),
      );
    }
  });

  it("keeps an Intl formatter for options that are the same object, and tells different options apart", () => {
    const intl = intlFor("de", compileMessages({ "test.any": "{n, number}" }));
    const percent = { style: "percent" } as const;
    expect(intl.formatters.getNumberFormat("de", percent)).toBe(intl.formatters.getNumberFormat("de", percent));
    expect(intl.formatters.getNumberFormat("de", percent).format(0.5)).toBe("50\u00a0%");
    expect(intl.formatters.getNumberFormat("de", { style: "decimal" }).format(0.5)).toBe("0,5");
    expect(intl.formatters.getNumberFormat("de").format(1234.5)).toBe("1.234,5");
  });
});
