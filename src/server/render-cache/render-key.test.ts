// @vitest-environment node
import { describe, expect, it } from "vitest";
import { valueKey } from "./render-key";

const longText = (last: string) => `${"€ plan ".repeat(100)}${last}`;
// Past the length written as a digest (a page's urql cache is tens of kB).
const veryLongText = (last: string) => `${"€ plan ".repeat(1000)}${last}`;

describe("valueKey", () => {
  it("is the same for equal props, whatever the order of their members", () => {
    const props = { appCtx: { currency: "EUR", user: null, flags: { a: true, b: false } }, urqlState: { 1: { data: longText("x") } } };
    const reordered = { urqlState: { 1: { data: longText("x") } }, appCtx: { flags: { b: false, a: true }, user: null, currency: "EUR" } };
    expect(valueKey(["/payment/", props])).toBe(valueKey(["/payment/", reordered]));
    // As JSON has them: a member set to undefined is a member left out.
    expect(valueKey({ a: 1, translations: undefined })).toBe(valueKey({ a: 1 }));
    // A very long text, once hashed, keys the same the next time, in another copy too.
    expect(valueKey({ data: veryLongText("x") })).toBe(valueKey({ data: veryLongText("x") }));
  });

  it.each([
    ["a text and a number", { a: "1" }, { a: 1 }],
    ["a list and its joined text", ["a,b"], ["a", "b"]],
    ["texts cut apart in other places", ["ab", "c"], ["a", "bc"]],
    ["null and a missing member", { a: null }, {}],
    ["true and its text", [true], ["true"]],
    ["nested and flat", { a: { b: 1 } }, { "a.b": 1 }],
    ["an empty list and an empty object", [[]], [{}]],
    ["long texts a last character apart", { data: longText("x") }, { data: longText("y") }],
    ["a long text and the same text in two", [longText("x")], [longText(""), "x"]],
    ["a lone surrogate and the replacement character", ["\ud800"], ["\ufffd"]],
    ["very long texts a last character apart", { data: veryLongText("x") }, { data: veryLongText("y") }],
    ["a very long text and the same text in two", [veryLongText("x")], [veryLongText(""), "x"]],
    ["very long texts with a lone surrogate and the replacement character", [veryLongText("\ud800")], [veryLongText("\ufffd")]],
    ["a very long text as a value and as a member name", { a: veryLongText("") }, { [veryLongText("")]: "a" }],
    ["member names and values swapped", { a: "b" }, { b: "a" }],
  ])("tells apart %s", (_name, first, second) => {
    expect(valueKey(first)).not.toBe(valueKey(second));
  });
});
