import type { Currency, PeriodUnit } from "@/contracts/enums";
import type { PricedPlan } from "@/features/plans";
import type { PriceTaxView } from "@/features/taxes";
import type { RenewalTax } from "./messages";

interface Period {
  interval: number;
  unit: PeriodUnit;
}

/** What renews together: the items, on which day, at what price, how often after that. */
export interface RenewalTerm {
  titles: string[];
  date: Date;
  price: number;
  currency: Currency;
  every: Period;
}

const DAYS: Partial<Record<PeriodUnit, number>> = { DAY: 1, WEEK: 7 };
const MONTHS: Partial<Record<PeriodUnit, number>> = { MONTH: 1, YEAR: 12 };

/** `date` plus a billing period, in the shopper's calendar; the 31st plus a month is the month's last day. */
export function addPeriod(date: Date, { interval, unit }: Period): Date {
  const days = DAYS[unit];
  if (days !== undefined) return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days * interval);
  const months = (MONTHS[unit] ?? 0) * interval;
  const lastDay = new Date(date.getFullYear(), date.getMonth() + months + 1, 0).getDate();
  return new Date(date.getFullYear(), date.getMonth() + months, Math.min(date.getDate(), lastDay));
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * When and at what each item of the order renews: the first term (the period plus any extra
 * months) from `today`, then the renewal plan's price and period. Items that renew on the same day,
 * in the same currency and as often are one term with their prices added, so an add-on bought
 * with the plan is stated with it; an item without a renewal plan does not renew. An item is named
 * as it renews: with its next charge's services (spec 3: `nextChargePlan.services`), so a locker
 * whose first term has a promotional quota states the quota it renews with; a next charge that
 * lists no services renews what was bought.
 */
export function renewalTerms(
  items: readonly PricedPlan[],
  today: Date,
  titleOf: (item: PricedPlan, index: number) => string,
  /** An item's renewal price as the page states prices (with the tax where they include it); as it is by default. */
  shown: (amount: number, item: PricedPlan) => number = (amount) => amount,
): RenewalTerm[] {
  const terms = new Map<string, RenewalTerm>();
  for (const [index, item] of items.entries()) {
    const renewal = item.nextChargePlan;
    if (!renewal) continue;
    const firstTerm = addPeriod(today, item.period);
    const date = item.extraPeriod ? addPeriod(firstTerm, item.extraPeriod) : firstTerm;
    const every: Period = { interval: renewal.period.interval, unit: renewal.period.unit };
    const key = `${date.toDateString()}|${renewal.price.currencyCode}|${every.interval}${every.unit}`;
    const term = terms.get(key);
    const renewing = renewal.services.length > 0 ? { ...item, services: renewal.services } : item;
    const title = titleOf(renewing, index);
    if (term) {
      term.titles.push(title);
      term.price = round(term.price + shown(renewal.price.total, item));
    } else {
      terms.set(key, {
        titles: [title],
        date,
        price: shown(renewal.price.total, item),
        currency: renewal.price.currencyCode,
        every,
      });
    }
  }
  return [...terms.values()];
}

/** Whether a renewal price is stated with the tax in it, as every price on the page is where they include it. */
export const renewalTax = (view: PriceTaxView): RenewalTax => (view.kind === "included" && view.rate > 0 ? "included" : "added");

/** A term's key among the page's terms: its day, currency and period. */
export const renewalKey = (term: RenewalTerm): string => `${term.date.getTime()}${term.currency}${term.every.interval}${term.every.unit}`;

/** The values the summary's and the glance's renewal lines state: the price as shown, how often, with or without the tax. */
export function renewalLineValues(term: RenewalTerm, formatPrice: (amount: number, currency: Currency) => string, view: PriceTaxView) {
  return { price: formatPrice(term.price, term.currency), unit: term.every.unit, interval: term.every.interval, tax: renewalTax(view) };
}
