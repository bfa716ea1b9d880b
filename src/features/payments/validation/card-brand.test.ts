import { describe, expect, it } from "vitest";
import { CARD_BRANDS } from "@/contracts/enums";
import { cardNumberLengths, cvvLength, detectCardBrand, formatCardNumber } from "./card-brand";

// Published test numbers (Luhn-valid) of each brand, and other prefixes of the same range.
const EXAMPLES = {
  VISA: ["4242424242424242", "4000000000000002", "4000000000006"],
  MASTERCARD: ["5555555555554444", "5105105105105100", "2223000000000007", "2720990000000007"],
  MAESTRO: ["6759000000000000", "5018000000000009", "6304000000000000", "5600000000000000"],
  DISCOVER: ["6011111111111117", "6011000000000004", "6500000000000000", "6440000000000000"],
  AMEX: ["378282246310005", "371449635398431", "340000000000009"],
  UNION_PAY: ["6200000000000005", "6212345678901232"],
  JCB: ["3566002020360505", "3528000000000000", "3589000000000000"],
  DINERS_CLUB: ["36227206271667", "30569309025904", "3056000000000007", "38520000023237"],
} as const;

describe("detectCardBrand", () => {
  it("has an example for each of the eight brands of spec section 3", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...CARD_BRANDS].sort());
  });

  it.each(Object.entries(EXAMPLES).flatMap(([brand, numbers]) => numbers.map((number) => [brand, number] as const)))(
    "%s ← %s",
    (brand, number) => {
      expect(detectCardBrand(number)).toBe(brand);
    },
  );

  it("knows the brand from the first digits, with spaces and dashes ignored", () => {
    expect(detectCardBrand("4")).toBe("VISA");
    expect(detectCardBrand("37")).toBe("AMEX");
    expect(detectCardBrand("5555 5555")).toBe("MASTERCARD");
    expect(detectCardBrand("3530-1113")).toBe("JCB");
  });

  it.each(["", "1234567890123456", "9", "7000", "3"])("is undefined for %j", (number) => {
    expect(detectCardBrand(number)).toBeUndefined();
  });
});

describe("card lengths and CVV", () => {
  it("AMEX has 15 digits and a 4-digit CID; the others 3-digit codes", () => {
    expect(cardNumberLengths("AMEX")).toEqual([15]);
    expect(cvvLength("AMEX")).toBe(4);
    for (const brand of CARD_BRANDS.filter((brand) => brand !== "AMEX")) expect(cvvLength(brand)).toBe(3);
    expect(cvvLength(undefined)).toBe(3);
  });
});

describe("formatCardNumber", () => {
  it.each([
    ["4242424242424242", "4242 4242 4242 4242"],
    ["378282246310005", "3782 822463 10005"],
    ["4242 42", "4242 42"],
    ["4242-4242-4242-4242-999", "4242 4242 4242 4242 999"],
    ["", ""],
  ])("%j → %j", (input, output) => {
    expect(formatCardNumber(input)).toBe(output);
  });
});
