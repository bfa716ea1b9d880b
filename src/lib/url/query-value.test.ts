import { describe, expect, it } from "vitest";
import { firstValue, joinedValue, onlyValue } from "./query-value";

describe("onlyValue", () => {
  it("keeps a value given once", () => {
    expect(onlyValue("abc")).toBe("abc");
    expect(onlyValue(" ")).toBe(" ");
  });

  it.each([undefined, "", [], ["abc"], ["abc", "def"]])("has nothing for %j", (value) => {
    expect(onlyValue(value)).toBeUndefined();
  });
});

describe("firstValue", () => {
  it("takes the first of repeated values", () => {
    expect(firstValue("abc")).toBe("abc");
    expect(firstValue(["abc", "def"])).toBe("abc");
  });

  it.each([undefined, "", [], ["", "def"]])("has nothing for %j", (value) => {
    expect(firstValue(value)).toBeUndefined();
  });
});

describe("joinedValue", () => {
  it("joins a header's lines with commas", () => {
    expect(joinedValue("1.2.3.4")).toBe("1.2.3.4");
    expect(joinedValue(["1.2.3.4", "5.6.7.8, 9.9.9.9"])).toBe("1.2.3.4,5.6.7.8, 9.9.9.9");
    expect(joinedValue("")).toBe("");
    expect(joinedValue([])).toBe("");
    expect(joinedValue(undefined)).toBeUndefined();
  });
});
