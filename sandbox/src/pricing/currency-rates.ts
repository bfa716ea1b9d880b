import { CURRENCY_DECIMALS, type Currency } from "@/contracts/enums";

/** Fixed USD conversion rates: the catalogue is priced in USD and derived for the rest. */
const USD_RATES: Readonly<Record<Currency, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CHF: 0.88,
  AUD: 1.52,
  CAD: 1.37,
  BRL: 5.4,
  CNY: 7.2,
  DKK: 6.85,
  NOK: 10.6,
  SEK: 10.4,
  PLN: 3.95,
  MXN: 18,
  SGD: 1.34,
  HKD: 7.8,
  TWD: 32,
  JPY: 150,
  KRW: 1350,
  IDR: 16000,
  VND: 25000,
};

/**
 * Price granularity in major units, so derived prices look like real price points:
 * whole units where the app shows no decimals (spec section 9), round hundreds or thousands
 * for currencies with large numbers, cents for the rest.
 */
const MAJOR_UNIT_STEP: Partial<Readonly<Record<Currency, number>>> = {
  NOK: 1,
  DKK: 1,
  SEK: 1,
  MXN: 1,
  SGD: 1,
  HKD: 1,
  TWD: 1,
  JPY: 10,
  KRW: 100,
  IDR: 1000,
  VND: 1000,
};

export function convertUsdMinor(usdCents: number, currency: Currency): number {
  const factor = 10 ** CURRENCY_DECIMALS[currency];
  const minor = (usdCents / 100) * USD_RATES[currency] * factor;
  const step = (MAJOR_UNIT_STEP[currency] ?? 1 / factor) * factor;
  return Math.max(step, Math.round(minor / step) * step);
}
