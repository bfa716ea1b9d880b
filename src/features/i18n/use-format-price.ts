import { useCallback } from "react";
import { useIntl } from "react-intl";
import type { Currency } from "@/contracts/enums";
import { formatPrice } from "@/lib/money";

/** Formats an amount in the page's locale; `precise` keeps minor units the currency may hide. */
export function useFormatPrice() {
  const { locale } = useIntl();
  return useCallback(
    (amount: number, currency: Currency, precise = false) => formatPrice(amount, currency, locale, { precise }),
    [locale],
  );
}
