import type { Currency } from "@/contracts/enums";
import { fractionDigits } from "./fraction-digits";

export interface FormatPriceOptions {
  /** Show the currency's full decimals even for whole-unit display currencies. */
  precise?: boolean;
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

/** Formats a decimal amount (already normalised, see normalizePrice) for display. */
export function formatPrice(
  amount: number,
  currency: Currency,
  locale: string,
  { precise = false }: FormatPriceOptions = {},
): string {
  return formatterFor(locale, currency, fractionDigits(currency, precise)).format(amount);
}
