import type { GetPackagePlansQuery } from "@/contracts/generated/graphql";

export type PackagePlans = NonNullable<GetPackagePlansQuery["getPackagePlans"]>;
export type Plan = PackagePlans["plans"][number];
export type CrossSellPlan = Plan["crossSellPlans"][number];
/** Anything priced like a plan: a main plan or a cross-sell. */
export type PricedPlan = Plan | CrossSellPlan;
export type PlanPeriod = Plan["period"];
export type PackageCoupon = NonNullable<PackagePlans["coupon"]>;
