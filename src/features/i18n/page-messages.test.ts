// @vitest-environment jsdom
import { parse } from "@formatjs/icu-messageformat-parser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { packMessages } from "@/server/i18n/messages-element";
import { PAGE_MESSAGES_ID, unpackMessages } from "./page-messages";

const catalogue = {
  plain: parse("Pay now"),
  withValue: parse("Renews at {price}"),
  plural: parse("{count, plural, one {# device} other {# devices}}"),
  empty: parse(""),
};

describe("packMessages / unpackMessages", () => {
  it("sends plain-text messages as text and gives them back as the same ASTs", () => {
    const packed = packMessages(catalogue);
    expect(packed.plain).toBe("Pay now");
    expect(packed.withValue).toEqual(catalogue.withValue);
    expect(unpackMessages(JSON.parse(JSON.stringify(packed)))).toEqual(catalogue);
  });
});

describe("pageMessages", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    vi.resetModules();
  });

  async function freshPageMessages() {
    return (await import("./page-messages")).pageMessages;
  }

  it("reads the catalogue the server wrote into the page, once", async () => {
    document.body.innerHTML = `<script id="${PAGE_MESSAGES_ID}" type="application/json">${JSON.stringify(packMessages(catalogue))}</script>`;
    const pageMessages = await freshPageMessages();
    const messages = pageMessages();
    expect(messages).toEqual(catalogue);
    document.body.innerHTML = "";
    expect(pageMessages()).toBe(messages);
  });

  it("leaves a page without a readable catalogue with no messages instead of failing", async () => {
    document.body.innerHTML = `<script id="${PAGE_MESSAGES_ID}" type="application/json">{"plain": "Pay</script>`;
    expect((await freshPageMessages())()).toEqual({});
  });
});
