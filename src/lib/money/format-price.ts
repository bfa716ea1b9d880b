import type { Currency } from "@/contracts/enums";
import { formattingLocale, isRtlLocale } from "@/lib/locale";
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
    formatter = new Intl.NumberFormat(formattingLocale(locale), options);
  } catch {
    // A malformed locale tag (it can come from the URL) must not break the page.
    formatter = new Intl.NumberFormat(formattingLocale(FALLBACK_LOCALE), options);
  }
  if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
  formatters.set(key, formatter);
  return formatter;
}

/**
 * Formats a decimal amount (already normalised, see normalizePrice) for display: the one money
 * formatter of the app, precise unless asked for whole units. In Arabic and Hebrew the price is
 * one right-to-left isolate (RLI … PDI) whose currency symbol is a left-to-right one (LRI … PDI):
 * in a sentence it stays in one piece, and "US$" reads as written (bare, the bidi algorithm moves
 * its "$" to the other side: "$US 4.99").
 */
export function formatPrice(amount: number, currency: Currency, locale: string, { wholeUnits = false }: FormatPriceOptions = {}): string {
  const formatter = formatterFor(locale, currency, fractionDigits(currency, !wholeUnits));
  // CLDR writes a right-to-left locale's symbol last ("\u200f4.99\u00a0US$"), after a no-break space.
  return isRtlLocale(locale) ? `\u2067${formatter.format(amount).replace(/\S+$/, "\u2066$&\u2069")}\u2069` : formatter.format(amount);
}
