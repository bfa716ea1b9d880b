import { cardNumberGroups, detectCardBrand, MAX_CARD_NUMBER_LENGTH } from "@/contracts/card-rules";

/** Digit groups as printed on the card (AMEX 4-6-5, Diners 4-6-4, the others by four), as typed. */
export function formatCardNumber(number: string): string {
  const digits = number.replace(/\D/g, "").slice(0, MAX_CARD_NUMBER_LENGTH);
  const parts: string[] = [];
  let start = 0;
  for (const size of cardNumberGroups(detectCardBrand(digits))) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) parts.push(digits.slice(start));
  return parts.join(" ");
}
