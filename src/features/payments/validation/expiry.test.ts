import { describe, expect, it } from "vitest";
import { MAX_EXPIRY_YEARS_AHEAD } from "@/contracts/card-rules";
import { formatExpiryDate, parseExpiryDate, validateExpiryDate, validateExpiryMonthYear } from "./expiry";

// 15 June 2026, local time: June 2026 is still valid, May 2026 has passed.
const NOW = new Date(2026, 5, 15);

describe("validateExpiryDate (one MM / YY field)", () => {
  it.each([undefined, "", "  "])("%j cannot be empty", (value) => {
    expect(validateExpiryDate(value, NOW)).toBe("empty");
  });

  it.each(["06 / 26", "06/26", "6/26", "0626", "12 / 30", "06/2026", `12 / ${(26 + MAX_EXPIRY_YEARS_AHEAD) % 100}`])(
    "%j is fine",
    (value) => {
      expect(validateExpiryDate(value, NOW)).toBeNull();
    },
  );

  it.each(["13 / 26", "00 / 26", "1 / 2", "06 / 2", "ab / cd", "06-26", "062026"])("%j is not valid", (value) => {
    expect(validateExpiryDate(value, NOW)).toBe("invalid");
  });

  it.each(["05 / 26", "12 / 25", "01/2020"])("%j has passed", (value) => {
    expect(validateExpiryDate(value, NOW)).toBe("passed");
  });

  it("is too far in the future after the horizon year", () => {
    expect(validateExpiryDate(`01 / ${2026 + MAX_EXPIRY_YEARS_AHEAD + 1}`, NOW)).toBe("too_far");
    expect(validateExpiryDate(`12 / ${2026 + MAX_EXPIRY_YEARS_AHEAD}`, NOW)).toBeNull();
  });

  it("counts the whole expiry month as valid, to its last day", () => {
    expect(validateExpiryDate("06 / 26", new Date(2026, 5, 30, 23, 59))).toBeNull();
    expect(validateExpiryDate("06 / 26", new Date(2026, 6, 1))).toBe("passed");
  });
});

describe("validateExpiryMonthYear (two fields)", () => {
  it.each([
    [undefined, "26"],
    ["06", undefined],
    ["", "26"],
    ["06", " "],
  ])("%j / %j cannot be empty", (month, year) => {
    expect(validateExpiryMonthYear(month, year, NOW)).toBe("empty");
  });

  it.each([
    ["13", "26"],
    ["0", "26"],
    ["06", "2"],
    ["06", "026"],
    ["x", "26"],
  ])("%j / %j are not valid", (month, year) => {
    expect(validateExpiryMonthYear(month, year, NOW)).toBe("invalid");
  });

  it("has passed, is too far, or is fine", () => {
    expect(validateExpiryMonthYear("05", "26", NOW)).toBe("passed");
    expect(validateExpiryMonthYear("6", "2026", NOW)).toBeNull();
    expect(validateExpiryMonthYear("01", String(2027 + MAX_EXPIRY_YEARS_AHEAD), NOW)).toBe("too_far");
  });
});

describe("parseExpiryDate and formatExpiryDate", () => {
  it("reads two- and four-digit years", () => {
    expect(parseExpiryDate("07 / 29")).toEqual({ month: 7, year: 2029 });
    expect(parseExpiryDate("07/2029")).toEqual({ month: 7, year: 2029 });
    expect(parseExpiryDate("7/2")).toBeUndefined();
  });

  it.each([
    ["1", "", "1"],
    ["4", "", "04 / "],
    ["12", "1", "12 / "],
    ["1229", "", "12 / 29"],
    ["12 / 2", "12 / ", "12 / 2"],
    ["12 /", "12 / ", "12"],
  ])("%j after %j → %j", (value, previous, output) => {
    expect(formatExpiryDate(value, previous)).toBe(output);
  });
});
