import type { CardBrand } from "@/contracts/enums";

/**
 * Issuer prefixes (IIN ranges) of the eight brands of spec section 3. Order matters where ranges
 * overlap: AMEX and DINERS_CLUB both start with 3, JCB's 35 before the generic 3, MAESTRO's
 * 50/56–69 prefixes before MASTERCARD and DISCOVER, UNION_PAY's 62 before DISCOVER's 622.
 */
const BRAND_PREFIXES: ReadonlyArray<readonly [CardBrand, RegExp]> = [
  ["AMEX", /^3[47]/],
  ["DINERS_CLUB", /^3(0[0-59]|[689])/],
  ["JCB", /^35(2[89]|[3-8]\d)/],
  ["UNION_PAY", /^62/],
  ["MAESTRO", /^(50|5[6-9]|6304|6759|676[1-3])/],
  ["MASTERCARD", /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ["DISCOVER", /^(6011|65|64[4-9])/],
  ["VISA", /^4/],
];

const LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  VISA: [13, 16, 19],
  MASTERCARD: [16],
  MAESTRO: [12, 13, 14, 15, 16, 17, 18, 19],
  DISCOVER: [16, 19],
  AMEX: [15],
  UNION_PAY: [16, 17, 18, 19],
  JCB: [16, 17, 18, 19],
  DINERS_CLUB: [14, 16],
};

/** The brand of a (possibly partial) card number, from its first digits; undefined when unknown. */
export function detectCardBrand(number: string): CardBrand | undefined {
  const digits = number.replace(/\D/g, "");
  if (digits === "") return undefined;
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0];
}

export function cardNumberLengths(brand: CardBrand): readonly number[] {
  return LENGTHS[brand];
}

/** AMEX prints a 4-digit CID on the front; every other brand a 3-digit CVV/CVC on the back. */
export function cvvLength(brand: CardBrand | undefined): 3 | 4 {
  return brand === "AMEX" ? 4 : 3;
}

/** Digit groups as printed on the card: AMEX 4-6-5, Diners 4-6-4, everything else by four. */
export function formatCardNumber(number: string): string {
  const digits = number.replace(/\D/g, "").slice(0, 19);
  const brand = detectCardBrand(digits);
  const groups = brand === "AMEX" || brand === "DINERS_CLUB" ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) parts.push(digits.slice(start));
  return parts.join(" ");
}
