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

  it("serialises a catalogue once, however many pages use it", () => {
    const catalogue = { title: parse("Checkout") };
    expect(messagesElementText(catalogue)).toBe(messagesElementText(catalogue));
  });
});
