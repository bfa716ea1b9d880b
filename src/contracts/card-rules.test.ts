import { describe, expect, it } from "vitest";
import {
  CARD_BRAND_RULES,
  cardNumberGroups,
  cardNumberLengths,
  cvvLength,
  detectCardBrand,
  expiryProblem,
  isValidCardNumber,
  MAX_EXPIRY_YEARS_AHEAD,
  passesLuhn,
} from "./card-rules";
import { CARD_BRANDS, type CardBrand } from "./enums";

/** The Luhn check digit of a payload, computed here on its own so the test does not trust the module. */
function checkDigit(payload: string): string {
  let sum = 0;
  [...payload].reverse().forEach((char, index) => {
    const doubled = index % 2 === 0 ? Number(char) * 2 : Number(char);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return String((10 - (sum % 10)) % 10);
}

/** A number of `length` digits starting with `prefix`, with a correct check digit. */
function cardNumber(prefix: string, length: number): string {
  const filler = "7310594826".repeat(2);
  const payload = (prefix + filler).slice(0, length - 1);
  return payload + checkDigit(payload);
}

/** The same number with a wrong check digit. */
function withWrongCheckDigit(number: string): string {
  return number.slice(0, -1) + String((Number(number.slice(-1)) + 1) % 10);
}

// Every range's lowest and highest prefix, at every length its brand allows.
const VALID = CARD_BRANDS.flatMap((brand) =>
  CARD_BRAND_RULES[brand].ranges.flatMap(([low, high]) =>
    [...new Set([low, high])].flatMap((prefix) => CARD_BRAND_RULES[brand].lengths.map((length) => [brand, prefix, length] as const)),
  ),
);

describe("the brand table", () => {
  it("has the eight brands of spec section 3, with their real-world lengths", () => {
    expect(Object.keys(CARD_BRAND_RULES).sort()).toEqual([...CARD_BRANDS].sort());
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
    expect(Object.fromEntries(CARD_BRANDS.map((brand) => [brand, cardNumberLengths(brand)]))).toEqual({
      VISA: [13, 16, 19],
      MASTERCARD: [16],
      MAESTRO: range(12, 19),
      DISCOVER: range(16, 19),
      AMEX: [15],
      UNION_PAY: range(16, 19),
      JCB: range(16, 19),
      DINERS_CLUB: range(14, 19),
    });
  });

  it("generates a number for every brand and every length it allows", () => {
    const covered = new Set(VALID.map(([brand, , length]) => `${brand}:${length}`));
    const expected = CARD_BRANDS.flatMap((brand) => cardNumberLengths(brand).map((length) => `${brand}:${length}`));
    expect([...covered].sort()).toEqual([...expected].sort());
  });
});

describe("isValidCardNumber", () => {
  it.each(VALID)("%s %s… of %i digits is valid and detected", (brand, prefix, length) => {
    const number = cardNumber(prefix, length);
    expect(number).toHaveLength(length);
    expect(detectCardBrand(number)).toBe(brand);
    expect(isValidCardNumber(number)).toBe(true);
  });

  it.each(VALID)("%s %s… of %i digits with a wrong check digit is not valid", (_brand, prefix, length) => {
    expect(isValidCardNumber(withWrongCheckDigit(cardNumber(prefix, length)))).toBe(false);
  });

  const INVALID_LENGTHS = CARD_BRANDS.flatMap((brand) =>
    CARD_BRAND_RULES[brand].ranges.flatMap(([low]) =>
      [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]
        .filter((length) => !cardNumberLengths(brand).includes(length))
        .map((length) => [brand, low, length] as const),
    ),
  );

  it.each(INVALID_LENGTHS)("%s %s… of %i digits is not valid, though its check digit is right", (brand, prefix, length) => {
    const number = cardNumber(prefix, length);
    expect(passesLuhn(number)).toBe(true);
    expect(isValidCardNumber(number)).toBe(false);
  });

  it.each([
    ["4222 2222 2222 2", "13-digit VISA as printed"],
    ["4242-4242-4242-4242", "with dashes"],
    ["3782 822463 10005", "AMEX as printed"],
    ["4012888888881881", "VISA"],
    ["4000056655665556", "VISA debit"],
    ["4242424242424242428", "19-digit VISA"],
    ["2223003122003222", "MASTERCARD 2-series"],
    ["5105105105105100", "MASTERCARD"],
    ["6011111111111117", "DISCOVER"],
    ["6011000990139424", "DISCOVER"],
    ["3566002020360505", "JCB"],
    ["36227206271667", "DINERS_CLUB of 14 digits"],
    ["3056930009020004", "DINERS_CLUB of 16 digits"],
    ["6200000000000005", "UNION_PAY"],
    ["6205500000000000004", "UNION_PAY of 19 digits"],
    ["6759649826438453", "MAESTRO"],
  ])("%s (%s) is valid", (number) => {
    expect(isValidCardNumber(number)).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["4242 4242 4242 424x", "a letter"],
    ["4242.4242.4242.4242", "dots"],
    ["1234567812345670", "no known brand, though Luhn-valid"],
    ["0000000000000000", "no known brand"],
    ["424242424242", "VISA of 12 digits"],
    ["42424242424242424242", "20 digits"],
  ])("%j (%s) is not valid", (number) => {
    expect(isValidCardNumber(number)).toBe(false);
  });
});

describe("detectCardBrand", () => {
  it.each<[string, CardBrand | undefined]>([
    // MASTERCARD's 2-series and 51–55, and their neighbours.
    ["2220", undefined],
    ["2221", "MASTERCARD"],
    ["2720", "MASTERCARD"],
    ["2721", undefined],
    ["50", "MAESTRO"],
    ["51", "MASTERCARD"],
    ["55", "MASTERCARD"],
    ["56", "MAESTRO"],
    ["58", "MAESTRO"],
    ["59", undefined],
    // The 3s.
    ["34", "AMEX"],
    ["37", "AMEX"],
    ["35", undefined],
    ["3527", undefined],
    ["3528", "JCB"],
    ["3589", "JCB"],
    ["3590", undefined],
    ["300", "DINERS_CLUB"],
    ["305", "DINERS_CLUB"],
    ["306", undefined],
    ["3095", "DINERS_CLUB"],
    ["36", "DINERS_CLUB"],
    ["38", "DINERS_CLUB"],
    ["39", "DINERS_CLUB"],
    // The 6s: DISCOVER's 622126–622925 wins over UNION_PAY's 62, being the more specific range.
    ["62", "UNION_PAY"],
    ["6221", "UNION_PAY"],
    ["622125", "UNION_PAY"],
    ["622126", "DISCOVER"],
    ["622925", "DISCOVER"],
    ["622926", "UNION_PAY"],
    ["6011", "DISCOVER"],
    ["6012", undefined],
    ["643", undefined],
    ["644", "DISCOVER"],
    ["649", "DISCOVER"],
    ["65", "DISCOVER"],
    ["6304", "MAESTRO"],
    ["6759", "MAESTRO"],
    ["6761", "MAESTRO"],
    ["6763", "MAESTRO"],
    ["6764", undefined],
    ["676770", "MAESTRO"],
    ["676771", undefined],
    ["676774", "MAESTRO"],
    // VISA from one digit; spaces and dashes ignored.
    ["4", "VISA"],
    ["5555 5555", "MASTERCARD"],
    ["3530-1113", "JCB"],
    ["", undefined],
    ["3", undefined],
    ["9", undefined],
    ["1234567890123456", undefined],
  ])("%j → %s", (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
});

describe("CVV length and grouping", () => {
  it("AMEX has a 4-digit CID and groups 4-6-5; the others a 3-digit code", () => {
    expect(cvvLength("AMEX")).toBe(4);
    for (const brand of CARD_BRANDS.filter((brand) => brand !== "AMEX")) expect(cvvLength(brand)).toBe(3);
    expect(cvvLength(undefined)).toBe(3);
    expect(cardNumberGroups("AMEX")).toEqual([4, 6, 5]);
    expect(cardNumberGroups("DINERS_CLUB")).toEqual([4, 6, 5]);
    expect(cardNumberGroups("VISA")).toEqual([4, 4, 4, 4, 3]);
    expect(cardNumberGroups(undefined)).toEqual([4, 4, 4, 4, 3]);
  });
});

describe("passesLuhn", () => {
  it.each(["4242424242424242", "5555555555554444", "378282246310005", "4222222222222", "0", "18"])("accepts %s", (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each(["4242424242424241", "5555555555554440", "378282246310006", "1", "", "4242 4242 4242 4242", "abc"])("refuses %j", (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });
});

describe("expiryProblem", () => {
  const today = { month: 6, year: 2026 };

  it("is valid through the whole expiry month", () => {
    expect(expiryProblem({ month: 6, year: 2026 }, today)).toBeNull();
    expect(expiryProblem({ month: 1, year: 2027 }, today)).toBeNull();
  });

  it("has passed before this month", () => {
    expect(expiryProblem({ month: 5, year: 2026 }, today)).toBe("passed");
    expect(expiryProblem({ month: 12, year: 2025 }, today)).toBe("passed");
  });

  it("is too far after the horizon year", () => {
    expect(expiryProblem({ month: 12, year: 2026 + MAX_EXPIRY_YEARS_AHEAD }, today)).toBeNull();
    expect(expiryProblem({ month: 1, year: 2027 + MAX_EXPIRY_YEARS_AHEAD }, today)).toBe("too_far");
  });
});
