import type { CrossSellPlan, Plan } from "./types";

const PERIODS = {
  "1m": { identifier: "1m", interval: 1, unit: "MONTH" },
  "1y": { identifier: "1y", interval: 1, unit: "YEAR" },
  "2y": { identifier: "2y", interval: 2, unit: "YEAR" },
} as const;

/** A plan as the pricing API returns it, for tests; only what a test names differs. */
export function testPlan(identifier: string, overrides: Partial<Plan> = {}): Plan {
  const period = PERIODS[identifier.slice(identifier.lastIndexOf("-") + 1) as keyof typeof PERIODS] ?? PERIODS["1y"];
  return {
    id: identifier,
    identifier,
    productGroup: "VPN",
    tier: null,
    bundleType: null,
    couponStatus: null,
    crossSellPlans: [],
    period: { ...period },
    extraPeriod: null,
    services: [],
    coupon: null,
    price: {
      id: `${identifier}.USD`,
      total: 59.88,
      currencyCode: "USD",
      discount: { totalBeforeDiscount: 155.88, percentageDiscount: 61 },
    },
    nextChargePlan: null,
    ...overrides,
  };
}

export function testCrossSell(identifier: string): CrossSellPlan {
  return testPlan(identifier, { productGroup: "PASS" });
}
