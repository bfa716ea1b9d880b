import type { Currency } from "@/contracts/enums";
import type { CouponStatus } from "@/contracts/generated/schema-types";
import { couponStatusFor, findCoupon, normalizeCouponCode } from "./coupons";
import { PERIOD_PHRASES, PERIODS } from "./periods";
import { parsePriceId, priceId, type PlanRef } from "./plan-identifiers";
import { planMinorPrice, renewalMinorPrice, type MinorPrice } from "./plan-prices";

/** What one plan costs in one currency with an optional coupon: the single source of prices. */
export interface PlanQuote {
  plan: PlanRef;
  currency: Currency;
  title: string;
  priceId: string;
  price: MinorPrice;
  /** Null without a coupon. */
  couponStatus: CouponStatus | null;
  /** The normalised code when it is applied to this plan. */
  appliedCoupon: string | null;
}

export function planTitle(plan: PlanRef): string {
  return `${plan.line.title}, ${PERIOD_PHRASES[plan.periodId]}`;
}

export function quotePlan(plan: PlanRef, currency: Currency, coupon?: string | null): PlanQuote {
  const base = planMinorPrice(plan.line, plan.periodId, currency);
  const quote: PlanQuote = {
    plan,
    currency,
    title: planTitle(plan),
    priceId: priceId(plan.identifier, currency),
    price: base,
    couponStatus: null,
    appliedCoupon: null,
  };
  if (!coupon || coupon.trim() === "") return quote;
  const status = couponStatusFor(coupon, PERIODS[plan.periodId].months, base.percentageDiscount);
  const rule = findCoupon(coupon);
  if (status !== "applied" || !rule) return { ...quote, couponStatus: status };
  const code = normalizeCouponCode(coupon);
  return {
    ...quote,
    priceId: priceId(plan.identifier, currency, { kind: "intro", coupon: code }),
    price: planMinorPrice(plan.line, plan.periodId, currency, rule.percentage),
    couponStatus: "applied",
    appliedCoupon: code,
  };
}

/** Resolves a price id of the plans query back to its amount; undefined when it names no price. */
export function quotePriceId(id: string): { currency: Currency; amountMinor: number } | undefined {
  const parsed = parsePriceId(id);
  if (!parsed) return undefined;
  const { plan, currency, variant } = parsed;
  if (variant.kind === "renewal") return { currency, amountMinor: renewalMinorPrice(plan.line, plan.periodId, currency).totalMinor };
  const quote = quotePlan(plan, currency, variant.coupon);
  if (variant.coupon !== undefined && quote.priceId !== id) return undefined;
  return { currency, amountMinor: quote.price.totalMinor };
}
