import { useCallback } from "react";
import { useIntl } from "react-intl";
import type { Currency } from "@/contracts/enums";
import { formatPrice, type FormatPriceOptions } from "@/lib/money";

/** formatPrice in the page's locale: precise, unless `{ wholeUnits: true }` (see formatPrice). */
export function useFormatPrice() {
  const { locale } = useIntl();
  return useCallback(
    (amount: number, currency: Currency, options?: FormatPriceOptions) => formatPrice(amount, currency, locale, options),
    [locale],
  );
}
