import type { CouponStatus } from "@/contracts/generated/schema-types";

interface CouponRule {
  percentage: number;
  /** Shortest period, in months, the coupon is redeemable on. */
  minMonths?: number;
  /** Refused where the plan's own discount is already larger. */
  yieldsToBetterDeal?: boolean;
  alreadyUsed?: boolean;
  expired?: boolean;
  /** A code from an earlier price list: the plan's price is that list's, not a percentage off. */
  legacy?: boolean;
}

/** The coupons of CONTRACTS section 3; codes are case-insensitive. */
const COUPONS: Readonly<Record<string, CouponRule>> = {
  SAVE20: { percentage: 20 },
  YEARLY50: { percentage: 50, minMonths: 12 },
  SAVE5: { percentage: 5, yieldsToBetterDeal: true },
  USED10: { percentage: 10, alreadyUsed: true },
  EXPIRED: { percentage: 15, expired: true },
  LEGACY30: { percentage: 30, legacy: true },
};

/** Whether a code is a legacy coupon (spec 3: `coupon.isLegacy`). */
export function isLegacyCoupon(code: string): boolean {
  return findCoupon(code)?.legacy === true;
}

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findCoupon(code: string): CouponRule | undefined {
  return COUPONS[normalizeCouponCode(code)];
}

/** The coupon's outcome on one plan, given the plan's months and its own discount percent. */
export function couponStatusFor(code: string, months: number, ownDiscountPercent: number): CouponStatus {
  const rule = findCoupon(code);
  if (!rule) return "invalid";
  if (rule.alreadyUsed) return "already_used";
  if (rule.expired) return "expired";
  if (rule.minMonths !== undefined && months < rule.minMonths) return "not_redeemable";
  if (rule.yieldsToBetterDeal && ownDiscountPercent > rule.percentage) return "better_deal_available";
  return "applied";
}

export function alreadyUsedMessage(code: string): string {
  return `You have already used the coupon code ${normalizeCouponCode(code)}.`;
}
