import type { Currency } from "@/contracts/enums";
import type { Price } from "@/contracts/generated/schema-types";
import { percentOf, toDecimal } from "../money/minor-units";
import type { ProductLine } from "./catalog";
import { convertUsdMinor } from "./currency-rates";
import { PERIODS, type PeriodId } from "./periods";

/** A price in integer minor units, before it is exposed as decimals. */
export interface MinorPrice {
  totalMinor: number;
  atomicMinor: number;
  beforeTotalMinor: number;
  beforeAtomicMinor: number;
  percentageDiscount: number;
}

function monthlyMinor(line: ProductLine, currency: Currency): number {
  return convertUsdMinor(line.usdTotals["1m"] ?? Math.round(line.usdRenewalYearly / 12), currency);
}

function priceOver(line: ProductLine, months: number, baseMinor: number, couponPercent: number, currency: Currency): MinorPrice {
  const totalMinor = baseMinor - percentOf(baseMinor, couponPercent);
  const beforeAtomicMinor = monthlyMinor(line, currency);
  const beforeTotalMinor = beforeAtomicMinor * months;
  const saved = beforeTotalMinor > 0 ? Math.round((1 - totalMinor / beforeTotalMinor) * 100) : 0;
  return {
    totalMinor,
    atomicMinor: Math.round(totalMinor / months),
    beforeTotalMinor,
    beforeAtomicMinor,
    percentageDiscount: Math.max(0, saved),
  };
}

/** The introductory price of a line in one period, with an optional coupon percent off. */
export function planMinorPrice(line: ProductLine, periodId: PeriodId, currency: Currency, couponPercent = 0): MinorPrice {
  const usd = line.usdTotals[periodId];
  if (usd === undefined) throw new Error(`${line.id} is not sold for ${periodId}`);
  return priceOver(line, PERIODS[periodId].months, convertUsdMinor(usd, currency), couponPercent, currency);
}

/** Monthly plans renew monthly at the same price; longer ones renew yearly at the regular price. */
export function renewalPeriodOf(periodId: PeriodId): PeriodId {
  return periodId === "1m" ? "1m" : "1y";
}

export function renewalMinorPrice(line: ProductLine, periodId: PeriodId, currency: Currency): MinorPrice {
  if (renewalPeriodOf(periodId) === "1m") return planMinorPrice(line, "1m", currency);
  return priceOver(line, 12, convertUsdMinor(line.usdRenewalYearly, currency), 0, currency);
}

export function toGraphPrice(id: string, price: MinorPrice, currency: Currency): Price {
  return {
    id,
    total: toDecimal(price.totalMinor, currency),
    atomic: toDecimal(price.atomicMinor, currency),
    currencyCode: currency,
    discount: {
      atomicBeforeDiscount: toDecimal(price.beforeAtomicMinor, currency),
      totalBeforeDiscount: toDecimal(price.beforeTotalMinor, currency),
      percentageDiscount: price.percentageDiscount,
    },
  };
}
