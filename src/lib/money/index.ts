export { normalizePrice } from "./normalize-price";
export { formatPrice, type FormatPriceOptions } from "./format-price";
export { fractionDigits } from "./fraction-digits";
export { perMonthPrice, monthsIn, type BillingPeriod } from "./per-month-price";
export { saving, type Saving } from "./saving";
export { currencyForCountry } from "./currency-for-country";
