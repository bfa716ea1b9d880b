import { describe, expect, it } from "vitest";
import { validateCardNumber } from "./card-number";

describe("validateCardNumber", () => {
  it.each([undefined, "", "   "])("%j cannot be empty", (value) => {
    expect(validateCardNumber(value)).toBe("empty");
  });

  it.each([
    ["4242424242424242", "a sandbox VISA"],
    ["4242 4242 4242 4242", "with spaces"],
    ["3782 822463 10005", "AMEX as printed"],
    ["5555-5555-5555-4444", "with dashes"],
    ["6200000000000005", "UNION_PAY"],
    ["36227206271667", "DINERS_CLUB of 14 digits"],
    ["4222 2222 2222 2", "VISA of 13 digits"],
  ])("%s (%s) is valid", (value) => {
    expect(validateCardNumber(value)).toBeNull();
  });

  it.each([
    ["4242424242424241", "fails the Luhn check"],
    ["424242424242", "too short for VISA"],
    ["37828224631000", "AMEX needs 15 digits"],
    ["1234567812345670", "no known brand (Luhn-valid)"],
    ["4242 4242 4242 424x", "a letter"],
    ["42424242424242424242", "more than 19 digits"],
  ])("%s is not valid: %s", (value) => {
    expect(validateCardNumber(value)).toBe("invalid");
  });
});
