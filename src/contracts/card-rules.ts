// The card rules of spec section 3, shared by the payment form (browser) and the sandbox's
// gateway: a number the form accepts is one the gateway accepts. Plain TypeScript, no zod,
// because browser code imports it. Change a rule here and both sides change together.
import type { CardBrand } from "./enums";

interface BrandRule {
  /**
   * Issuer number ranges (IIN), each as the lowest and highest prefix of one length:
   * `["51", "55"]` is every number starting with 51, 52, 53, 54 or 55.
   */
  ranges: ReadonlyArray<readonly [string, string]>;
  lengths: readonly number[];
  cvvLength: 3 | 4;
  /** Digit groups as printed on the card; digits past the last group form one more group. */
  groups: readonly number[];
}

const BY_FOUR = [4, 4, 4, 4, 3] as const;
const sixteenToNineteen = [16, 17, 18, 19] as const;

/**
 * Overlaps are decided by one rule, not by the order of this table: the most specific range
 * (the longest prefix) wins. The only overlap is DISCOVER's 622126–622925 inside UNION_PAY's 62:
 * those are UnionPay-issued cards that Discover's network accepts and acquirers route and report
 * as DISCOVER, so 622126–622925 is DISCOVER and the rest of 62 UNION_PAY. Both have 16–19 digits
 * and a 3-digit CVV, so the decision changes only the brand named, never what is valid.
 * A partial number matches a range only once it has as many digits as the range's prefix.
 */
export const CARD_BRAND_RULES: Readonly<Record<CardBrand, BrandRule>> = {
  VISA: { ranges: [["4", "4"]], lengths: [13, 16, 19], cvvLength: 3, groups: BY_FOUR },
  MASTERCARD: {
    ranges: [
      ["51", "55"],
      ["2221", "2720"],
    ],
    lengths: [16],
    cvvLength: 3,
    groups: BY_FOUR,
  },
  AMEX: {
    ranges: [
      ["34", "34"],
      ["37", "37"],
    ],
    lengths: [15],
    cvvLength: 4,
    groups: [4, 6, 5],
  },
  DISCOVER: {
    ranges: [
      ["6011", "6011"],
      ["644", "649"],
      ["65", "65"],
      ["622126", "622925"],
    ],
    lengths: sixteenToNineteen,
    cvvLength: 3,
    groups: BY_FOUR,
  },
  MAESTRO: {
    ranges: [
      ["50", "50"],
      ["56", "58"],
      ["6304", "6304"],
      ["6759", "6759"],
      ["6761", "6763"],
      ["676770", "676770"],
      ["676774", "676774"],
    ],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    cvvLength: 3,
    groups: BY_FOUR,
  },
  UNION_PAY: { ranges: [["62", "62"]], lengths: sixteenToNineteen, cvvLength: 3, groups: BY_FOUR },
  JCB: { ranges: [["3528", "3589"]], lengths: sixteenToNineteen, cvvLength: 3, groups: BY_FOUR },
  // 3095 is Diners Club International's too, beside 300–305, 36 and 38–39.
  DINERS_CLUB: {
    ranges: [
      ["300", "305"],
      ["3095", "3095"],
      ["36", "36"],
      ["38", "39"],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
    cvvLength: 3,
    // As printed on the 14-digit cards (4-6-4); longer numbers go on in a last group.
    groups: [4, 6, 5],
  },
};

export const MAX_CARD_NUMBER_LENGTH = 19;

/** The digits of a card number as typed or printed: spaces and dashes dropped. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, "");
}

/** The brand of a (possibly partial) card number, from its first digits; undefined when unknown. */
export function detectCardBrand(number: string): CardBrand | undefined {
  const digits = number.replace(/\D/g, "");
  let found: CardBrand | undefined;
  let foundLength = 0;
  for (const [brand, rule] of Object.entries(CARD_BRAND_RULES) as [CardBrand, BrandRule][]) {
    for (const [low, high] of rule.ranges) {
      const prefix = digits.slice(0, low.length);
      if (prefix.length === low.length && prefix >= low && prefix <= high && low.length > foundLength) {
        found = brand;
        foundLength = low.length;
      }
    }
  }
  return found;
}

export function cardNumberLengths(brand: CardBrand): readonly number[] {
  return CARD_BRAND_RULES[brand].lengths;
}

/** AMEX prints a 4-digit CID on the front; every other brand a 3-digit CVV/CVC on the back. */
export function cvvLength(brand: CardBrand | undefined): 3 | 4 {
  return brand ? CARD_BRAND_RULES[brand].cvvLength : 3;
}

/** How the number is grouped for display; by four until the brand is known. */
export function cardNumberGroups(brand: CardBrand | undefined): readonly number[] {
  return brand ? CARD_BRAND_RULES[brand].groups : BY_FOUR;
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A complete card number: a known brand, one of its lengths, and the Luhn check. */
export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return false;
  const brand = detectCardBrand(digits);
  return brand !== undefined && cardNumberLengths(brand).includes(digits.length) && passesLuhn(digits);
}

/**
 * How far ahead an expiry may be. Issuers print 3 to 5 years, rarely 10; the form and the gateway
 * both allow 20, so a date the form accepts is never refused after tokenizing.
 */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

/** An expiry year as typed: "29" is 2029; four digits are the year as written ("0029" long passed). */
export function fullExpiryYear(raw: string): number {
  return raw.length === 2 ? 2000 + Number(raw) : Number(raw);
}

/**
 * A card is valid through the last day of its expiry month, and not beyond the horizon. `today`
 * is the caller's: the form counts in the shopper's time zone, the gateway in UTC.
 */
export function expiryProblem(
  expiry: { month: number; year: number },
  today: { month: number; year: number },
): "passed" | "too_far" | null {
  if (expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month)) return "passed";
  if (expiry.year > today.year + MAX_EXPIRY_YEARS_AHEAD) return "too_far";
  return null;
}
