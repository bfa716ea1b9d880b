import type { Currency } from "@/contracts/enums";
import type { CouponStatus, Package, PackageCoupon, Plan } from "@/contracts/generated/schema-types";
import { buildPlan } from "./build-plan";
import { packageLines, PACKAGES, type PackageDefinition, type ProductLine } from "./catalog";
import { alreadyUsedMessage, findCoupon, isLegacyCoupon, normalizeCouponCode } from "./coupons";
import { parseFilters } from "./filters";
import { PERIOD_IDS } from "./periods";
import { planIdentifier, type PlanRef } from "./plan-identifiers";

export interface PackagePlansArgs {
  currencyCode: Currency;
  packageId: string;
  filters?: unknown;
  coupon?: string | null;
  crossSellPackageId?: string | null;
}

export function planRefs(lines: ProductLine[]): PlanRef[] {
  return lines.flatMap((line) =>
    PERIOD_IDS.filter((periodId) => line.usdTotals[periodId] !== undefined).map((periodId) => ({
      identifier: planIdentifier(line, periodId),
      line,
      periodId,
    })),
  );
}

function filteredLines(definition: PackageDefinition, filters: unknown): ProductLine[] {
  const lines = packageLines(definition);
  const parsed = parseFilters(filters);
  if (definition.filter === "subgroup") return lines.filter((line) => line.subgroup === parsed.subgroup);
  if (definition.filter === "quota") return lines.filter((line) => line.quotaGigabytes === parsed.quotaGigabytes);
  return lines;
}

/** A cross-sell is offered in the main plan's period, and never for a product the plan already includes. */
export function crossSellRefsFor(main: PlanRef, crossSellPackageId: string): PlanRef[] {
  const definition = PACKAGES[crossSellPackageId];
  if (!definition) return [];
  const included = new Set(main.line.services.map((service) => service.merchant));
  return planRefs(packageLines(definition)).filter((xs) => xs.periodId === main.periodId && !included.has(xs.line.merchant));
}

/** The package's coupon: applied when it applies to any plan, else the first plan's reason. */
function packageCoupon(code: string, plans: Plan[]): PackageCoupon {
  const normalized = normalizeCouponCode(code);
  const statuses = plans.map((plan) => plan.couponStatus).filter((status): status is CouponStatus => status !== null);
  const status: CouponStatus = statuses.includes("applied") ? "applied" : (statuses[0] ?? "invalid");
  return {
    code: normalized,
    isLegacy: isLegacyCoupon(normalized),
    status,
    percentage: findCoupon(normalized)?.percentage ?? null,
    message: status === "already_used" ? alreadyUsedMessage(normalized) : null,
  };
}

export function getPackagePlans(args: PackagePlansArgs): Package | null {
  const definition = PACKAGES[args.packageId];
  if (!definition) return null;
  const currency = args.currencyCode;
  const coupon = args.coupon?.trim() ? args.coupon : null;
  const crossSellPackageId = args.crossSellPackageId ?? "";
  const plans = planRefs(filteredLines(definition, args.filters)).map((plan) =>
    buildPlan(
      plan,
      currency,
      coupon,
      crossSellRefsFor(plan, crossSellPackageId).map((xs) => buildPlan(xs, currency, null, [])),
    ),
  );
  return {
    id: `Package:${args.packageId}`,
    identifier: args.packageId,
    productGroup: definition.productGroup,
    plans,
    coupon: coupon ? packageCoupon(coupon, plans) : null,
  };
}
