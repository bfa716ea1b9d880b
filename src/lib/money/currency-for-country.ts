import { DEFAULT_CURRENCY, type Currency } from "@/contracts/enums";

const EURO_COUNTRIES = [
  "AT",
  "BE",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
];

const CURRENCY_BY_COUNTRY: Readonly<Record<string, Currency>> = {
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, "EUR" as const])),
  AU: "AUD",
  BR: "BRL",
  CA: "CAD",
  CH: "CHF",
  LI: "CHF",
  CN: "CNY",
  DK: "DKK",
  ID: "IDR",
  GB: "GBP",
  JP: "JPY",
  KR: "KRW",
  NO: "NOK",
  PL: "PLN",
  SE: "SEK",
  US: "USD",
  VN: "VND",
  MX: "MXN",
  SG: "SGD",
  HK: "HKD",
  TW: "TWD",
};

/** The currency a shopper in `countryCode` pays in; USD where we have no local currency. */
export function currencyForCountry(countryCode: string): Currency {
  return CURRENCY_BY_COUNTRY[countryCode] ?? DEFAULT_CURRENCY;
}
