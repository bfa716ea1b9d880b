import type { CardBrand } from "../../../src/contracts/enums";

/** What a card does when charged. Only this is stored, never the number. */
export type CardBehaviour = "succeed" | "decline" | "fail" | "challenge" | "pending";
export const CARD_BEHAVIOURS: readonly CardBehaviour[] = ["succeed", "decline", "fail", "challenge", "pending"];

/** The test cards of CONTRACTS section 3. Any other valid number is paid at once. */
const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  "4242424242424242": "succeed",
  "5555555555554444": "succeed",
  "378282246310005": "succeed",
  "4000000000000002": "decline",
  "4000000000000119": "fail",
  "4000000000003220": "challenge",
  "4000000000000077": "pending",
};

export function behaviourOf(digits: string): CardBehaviour {
  return TEST_CARDS[digits] ?? "succeed";
}

const BRAND_PATTERNS: ReadonlyArray<[CardBrand, RegExp]> = [
  ["AMEX", /^3[47]/],
  ["DINERS_CLUB", /^3(0[0-5]|[68])/],
  ["JCB", /^35(2[89]|[3-8])/],
  ["UNION_PAY", /^62/],
  ["MAESTRO", /^(5018|5020|5038|6304|6759|676[1-3])/],
  ["MASTERCARD", /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ["DISCOVER", /^6(011|5|4[4-9])/],
  ["VISA", /^4/],
];

export function brandOf(digits: string): CardBrand | undefined {
  return BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0];
}

export function expectedLengths(brand: CardBrand): readonly number[] {
  if (brand === "AMEX") return [15];
  if (brand === "DINERS_CLUB") return [14, 16];
  if (brand === "MAESTRO" || brand === "UNION_PAY") return [16, 17, 18, 19];
  return [16];
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}
