/**
 * Postal-code rules by country: one source for the billing address's postal code (which is also
 * the card's), the checkout API's tax lookup and its payment fields. Plain TypeScript so the
 * browser can import it. Only the US asks for one today (its ZIP decides the sales tax); any other
 * country takes 2 to 16 letters, digits, spaces or dashes until a rule of its own is added here.
 */
const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
};

const ANY_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,15}$/;

export function isValidPostalCode(country: string, value: string): boolean {
  return (POSTAL_CODE_PATTERNS[country] ?? ANY_POSTAL_CODE).test(value.trim());
}
