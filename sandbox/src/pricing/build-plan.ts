import { createHash } from "node:crypto";
import type { Currency } from "@/contracts/enums";
import type { Plan } from "@/contracts/generated/schema-types";
import { isLegacyCoupon } from "./coupons";
import { extraMonthsPeriod, toPeriod } from "./periods";
import { planIdentifier, priceId, type PlanRef } from "./plan-identifiers";
import { renewalMinorPrice, renewalPeriodOf, toGraphPrice } from "./plan-prices";
import { planTitle, quotePlan } from "./plan-quote";

/** A stable numeric id derived from the identifier, so it never changes when the catalogue grows. */
function remoteIdOf(identifier: string): number {
  return Number.parseInt(createHash("sha256").update(identifier).digest("hex").slice(0, 7), 16);
}

export function buildPlan(plan: PlanRef, currency: Currency, coupon: string | null, crossSellPlans: Plan[]): Plan {
  const { line, periodId } = plan;
  const quote = quotePlan(plan, currency, coupon);
  const extraMonths = line.extraMonths?.[periodId];
  const renewalPeriod = renewalPeriodOf(periodId);
  return {
    id: `Plan:${plan.identifier}`,
    identifier: plan.identifier,
    displayTitle: planTitle(plan),
    merchant: line.merchant,
    remoteID: remoteIdOf(plan.identifier),
    productGroup: line.productGroup,
    tier: line.tier ?? null,
    kind: line.kind ?? null,
    period: toPeriod(periodId),
    services: line.services,
    extraPeriod: extraMonths ? extraMonthsPeriod(extraMonths) : null,
    coupon: quote.appliedCoupon ? { code: quote.appliedCoupon, isLegacy: isLegacyCoupon(quote.appliedCoupon) } : null,
    couponStatus: quote.couponStatus,
    bundleType: line.bundleType ?? null,
    price: toGraphPrice(quote.priceId, quote.price, currency),
    nextChargePlan: {
      period: toPeriod(renewalPeriod),
      price: toGraphPrice(
        priceId(planIdentifier(line, periodId), currency, { kind: "renewal" }),
        renewalMinorPrice(line, periodId, currency),
        currency,
      ),
      services: line.services,
    },
    crossSellPlans,
  };
}
