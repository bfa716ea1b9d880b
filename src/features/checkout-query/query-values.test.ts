import { describe, expect, it } from "vitest";
import { enumValue, flagValue, idValue, listValue, optionalText } from "./query-values";

// Malformed values a query can hold: absent, a repeated key, and what a qs parser or a caller
// could hand over instead of text.
const NOT_TEXT: unknown[] = [undefined, null, 1, true, ["a"], [], { a: "b" }];

describe("optionalText", () => {
  const code = optionalText(/^[a-z]+$/, 5);

  it("trims, then checks length and pattern on the trimmed text", () => {
    expect(code(" abc ")).toBe("abc");
    expect(code("  abcde  ")).toBe("abcde");
    expect(code("abcdef")).toBeUndefined();
    expect(code("   ")).toBeUndefined();
    expect(code("ab c")).toBeUndefined();
  });

  it.each(NOT_TEXT)("falls back for %j", (value) => {
    expect(code(value)).toBeUndefined();
    expect(idValue()(value)).toBeUndefined();
  });
});

describe("enumValue", () => {
  const currency = enumValue(["EUR", "USD"], "upper");
  const step = enumValue(["payment", "one_click_payment"], "lower");

  it("reads any case and answers in the enumeration's case", () => {
    expect(currency(" eur ")).toBe("EUR");
    expect(step("One_Click_Payment")).toBe("one_click_payment");
  });

  it.each([...NOT_TEXT, "", "GBP", "E U R", `EUR${" ".repeat(70)}x`])("falls back for %j", (value) => {
    expect(currency(value)).toBeUndefined();
  });
});

describe("flagValue", () => {
  it.each<[unknown, boolean]>([
    ["", true],
    [" 1 ", true],
    ["yes", true],
    [" Off ", false],
    ["NO", false],
    ...NOT_TEXT.map((value): [unknown, boolean] => [value, false]),
  ])("reads %j as %s", (value, on) => {
    expect(flagValue()(value)).toBe(on);
  });
});

describe("listValue", () => {
  it("reads a comma-separated value and a repeated key alike", () => {
    expect(listValue()("a, b,a")).toEqual(["a", "b"]);
    expect(listValue()(["a", "b,c", 3, null])).toEqual(["a", "b", "c"]);
  });

  it.each([undefined, null, 1, { a: "b" }])("is empty for %j", (value) => {
    expect(listValue()(value)).toEqual([]);
  });
});
