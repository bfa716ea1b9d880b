import { describe, expect, it } from "vitest";
import { isCompleteCardNumber, validateCardNumber } from "./card-number";

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

describe("isCompleteCardNumber: the form moves on to the expiry", () => {
  it.each([
    ["4242 4242 4242 4242", "a 16-digit VISA"],
    ["5555555555554444", "a MASTERCARD"],
    ["3782 822463 10005", "an AMEX"],
    ["6011111111111117", "a 16-digit DISCOVER"],
    ["36227206271667", "a 14-digit DINERS_CLUB"],
  ])("at %s (%s)", (value) => {
    expect(isCompleteCardNumber(value)).toBe(true);
  });

  it.each([
    ["4000 0000 0000 6", "the first 13 digits of 4000 0000 0000 6009, which pass the Luhn check on their own"],
    ["4222 2222 2222 2", "a 13-digit VISA: the shopper moves on with Tab"],
    ["6200000000000005", "a 16-digit UNION_PAY, whose 19-digit cards are as common"],
    ["4242 4242 4242 424", "one digit short"],
    ["4242424242424241", "a typing slip (the Luhn check fails)"],
    [undefined, "nothing"],
  ] as [string | undefined, string][])("not at %s (%s)", (value) => {
    expect(isCompleteCardNumber(value)).toBe(false);
  });
});
