import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { unpackMessages } from "@/features/i18n";
import { messagesElementText } from "./messages-element";

describe("messagesElementText", () => {
  it("writes JSON that cannot end or break the script element and reads back the same catalogue", () => {
    const hostileText = "</script><script>alert(1)</script> & <!-- \u2028";
    const catalogue = { hostile: [{ type: 0, value: hostileText }], withValue: parse("{price} & more") } as unknown as Parameters<
      typeof messagesElementText
    >[0];
    const text = messagesElementText(catalogue);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(unpackMessages(JSON.parse(text))).toEqual(catalogue);
  });

  it("keeps a mostly Latin catalogue in one byte a character and a Cyrillic one as it is, both reading back the same", () => {
    const french = { guest: parse("Continuer en tant qu’invité…"), total: parse("Total : {amount}") } as unknown as Parameters<
      typeof messagesElementText
    >[0];
    const russian = { guest: parse("Продолжить как гость"), total: parse("Итого: {amount}") } as unknown as Parameters<
      typeof messagesElementText
    >[0];
    const frenchText = messagesElementText(french);
    expect(frenchText).not.toMatch(/[^\u0000-\u00ff]/);
    expect(frenchText).toContain("invité");
    expect(unpackMessages(JSON.parse(frenchText))).toEqual(french);
    const russianText = messagesElementText(russian);
    expect(russianText).toContain("Продолжить как гость");
    expect(unpackMessages(JSON.parse(russianText))).toEqual(russian);
  });

  it("serialises a catalogue once, however many pages use it", () => {
    const catalogue = { title: parse("Checkout") };
    expect(messagesElementText(catalogue)).toBe(messagesElementText(catalogue));
  });
});
