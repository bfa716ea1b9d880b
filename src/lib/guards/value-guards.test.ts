import { describe, expect, it } from "vitest";
import {
  isArrayOf,
  isBoolean,
  isFiniteNumber,
  isInteger,
  isNullable,
  isOneOf,
  isOptional,
  isRecord,
  isStrictObject,
  isString,
  isUrl,
} from "./value-guards";

describe("value guards", () => {
  it("isRecord takes objects only", () => {
    expect(isRecord({})).toBe(true);
    expect([null, [], "x", 1, undefined].some(isRecord)).toBe(false);
  });

  it("isString, isBoolean, isFiniteNumber and isInteger check the JSON type", () => {
    expect(isString("")).toBe(true);
    expect(isBoolean(false)).toBe(true);
    expect(isBoolean("true")).toBe(false);
    expect(isString(1)).toBe(false);
    expect(isFiniteNumber(7.25)).toBe(true);
    expect([NaN, Infinity, "1", null].some(isFiniteNumber)).toBe(false);
    expect(isInteger(2015)).toBe(true);
    expect([1.5, 2 ** 53, "2015"].some(isInteger)).toBe(false);
  });

  it("isUrl takes absolute URLs only", () => {
    expect(isUrl("https://pay.example.test/approve?x=1")).toBe(true);
    expect(isUrl(" https://pay.example.test/ ")).toBe(true);
    expect(["/relative", "not a url", "", 42].some(isUrl)).toBe(false);
  });

  it("isOneOf takes the listed values in their own case", () => {
    const isFlow = isOneOf(["form", "redirect"]);
    expect(isFlow("form")).toBe(true);
    expect(["FORM", "other", undefined].some(isFlow)).toBe(false);
  });

  it("isArrayOf checks every item", () => {
    const isNames = isArrayOf(isString);
    expect(isNames([])).toBe(true);
    expect(isNames(["a", "b"])).toBe(true);
    expect(isNames(["a", 1])).toBe(false);
    expect(isNames("a")).toBe(false);
  });

  it("isNullable and isOptional widen a guard by null or undefined only", () => {
    expect(isNullable(isString)(null)).toBe(true);
    expect(isNullable(isString)(undefined)).toBe(false);
    expect(isOptional(isString)(undefined)).toBe(true);
    expect(isOptional(isString)(null)).toBe(false);
  });

  it("isStrictObject checks every field and refuses unknown ones", () => {
    const isNote = isStrictObject<{ text: string; pinned?: boolean }>({ text: isString, pinned: isOptional(isBoolean) });
    expect(isNote({ text: "a" })).toBe(true);
    expect(isNote({ text: "a", pinned: true })).toBe(true);
    expect(isNote({ text: "a", colour: "red" })).toBe(false);
    expect(isNote({ pinned: true })).toBe(false);
    expect(isNote({ text: "a", pinned: "yes" })).toBe(false);
    expect(isNote(["a"])).toBe(false);
  });
});
