import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { unpackMessages } from "@/features/i18n";
import { catalogueAddress, catalogueText, catalogueVersion } from "./packed-catalogue";

type Catalogue = Parameters<typeof catalogueText>[0];

describe("catalogueText", () => {
  it("reads back as the same catalogue, in any script", () => {
    const french = { guest: parse("Continuer en tant qu’invité…"), total: parse("Total : {amount}") } as unknown as Catalogue;
    const russian = { guest: parse("Продолжить как гость"), total: parse("Итого: {amount}") } as unknown as Catalogue;
    expect(JSON.parse(catalogueText(french)).guest).toBe("Continuer en tant qu’invité…");
    expect(unpackMessages(JSON.parse(catalogueText(french)))).toEqual(french);
    expect(unpackMessages(JSON.parse(catalogueText(russian)))).toEqual(russian);
  });
});

describe("catalogueAddress", () => {
  it("names the locale and a version that changes with any message, and only then", () => {
    const catalogue = { title: parse("Checkout"), pay: parse("Pay {price}") };
    const same = { title: parse("Checkout"), pay: parse("Pay {price}") };
    const changed = { title: parse("Checkout"), pay: parse("Pay {price} now") };
    expect(catalogueAddress("pt-br", catalogue)).toBe(`/api/messages/pt-br/?v=${catalogueVersion(catalogue)}`);
    expect(catalogueVersion(catalogue)).toMatch(/^[\w-]{16}$/);
    expect(catalogueVersion(same)).toBe(catalogueVersion(catalogue));
    expect(catalogueVersion(changed)).not.toBe(catalogueVersion(catalogue));
  });
});
