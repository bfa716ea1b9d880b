import type { Currency } from "@/contracts/enums";
import { fractionDigits } from "./fraction-digits";

export interface FormatPriceOptions {
  /**
   * Drop the decimals of the whole-unit display currencies (NOK, DKK, SEK, MXN, SGD, HKD, TWD;
   * spec section 9). Only for a figure nobody is charged or sums: the per-month headline of a
   * plan card. Every amount that is charged, summed or renews keeps the currency's decimals.
   */
  wholeUnits?: boolean;
}

const FALLBACK_LOCALE = "en";
// Building an Intl.NumberFormat costs far more than using one, and server rendering formats
// every plan's price. The key space is locales × currencies × 2; the cap only guards against
// a stream of odd locale strings.
const MAX_CACHED_FORMATTERS = 500;
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: Currency, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  const cached = formatters.get(key);
  if (cached) return cached;
  const options: Intl.NumberFormatOptions = {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // A negative amount that rounds to zero must not print as "-$0.00".
    signDisplay: "negative",
  };
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(locale, options);
  } catch {
    // A malformed locale tag (it can come from the URL) must not break the page.
    formatter = new Intl.NumberFormat(FALLBACK_LOCALE, options);
  }
  if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
  formatters.set(key, formatter);
  return formatter;
}

const RIGHT_TO_LEFT = /^(ar|he)(-|$)/i;
const LRI = "\u2066";
const RLI = "\u2067";
const PDI = "\u2069";

/**
 * A right-to-left locale's price as one right-to-left isolate, its currency symbol a
 * left-to-right one inside: in a sentence it stays in one piece, and "US$" reads as written
 * (bare, the bidi algorithm moves its "$" to the other side: "$US 4.99").
 */
function isolatedRightToLeft(formatter: Intl.NumberFormat, amount: number): string {
  const parts = formatter.formatToParts(amount).map((part) => (part.type === "currency" ? `${LRI}${part.value}${PDI}` : part.value));
  return `${RLI}${parts.join("")}${PDI}`;
}

/**
 * Formats a decimal amount (already normalised, see normalizePrice) for display: the one money
 * formatter of the app, precise unless asked for whole units. In Arabic and Hebrew the price is
 * a bidi isolate (isolatedRightToLeft).
 */
export function formatPrice(amount: number, currency: Currency, locale: string, { wholeUnits = false }: FormatPriceOptions = {}): string {
  const formatter = formatterFor(locale, currency, fractionDigits(currency, !wholeUnits));
  return RIGHT_TO_LEFT.test(locale) ? isolatedRightToLeft(formatter, amount) : formatter.format(amount);
}
