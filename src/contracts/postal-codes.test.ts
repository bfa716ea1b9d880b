import { describe, expect, it } from "vitest";
import { isValidPostalCode } from "./postal-codes";

describe("postal codes by country", () => {
  it.each([
    ["US", "10001", true],
    ["US", "10001-1234", true],
    ["US", "1000", false],
    ["US", "ABCDE", false],
    ["CA", "M5V 3L9", true],
    ["CA", "m5v3l9", true],
    ["CA", "M5V", false],
    ["CA", "W5V 3L9", false],
    ["CA", "12345", false],
    ["GB", "SW1A 1AA", true],
    ["BR", "01310-100", true],
    ["BR", "-", false],
  ])("%s %j is valid: %s", (country, value, valid) => {
    expect(isValidPostalCode(country, value)).toBe(valid);
  });
});
