/**
 * Postal-code rules by country: one source for the billing address's postal code (which is also
 * the card's), the checkout API's tax lookup and its payment fields. Plain TypeScript so the
 * browser can import it. The US asks for one (its ZIP decides the sales tax); Canada offers one
 * (its first letter names the province, postal-code-subdivisions.ts) without requiring it; any
 * other country takes 2 to 16 letters, digits, spaces or dashes until a rule of its own is added
 * here.
 */
const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  // A1A 1A1: Canada Post uses no D, F, I, O, Q or U, and no W or Z as the first letter.
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
};

const ANY_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,15}$/;

/** Countries whose billing address has a postal code field: required where COUNTRIES_REQUIRING_POSTAL_CODE says so, else optional. */
export const COUNTRIES_WITH_POSTAL_CODE_FIELD = ["US", "CA"] as const;

export function isValidPostalCode(country: string, value: string): boolean {
  return (POSTAL_CODE_PATTERNS[country] ?? ANY_POSTAL_CODE).test(value.trim());
}
