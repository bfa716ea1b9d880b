/**
 * The pricing backend's share of a /payment/ render: the page's own getPackagePlans query
 * (VPN with a coupon and cross-sells) against the sandbox, one at a time, after a warm-up.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const PRICING_QUERY = readFileSync(path.resolve(__dirname, "../../src/features/plans/get-package-plans.graphql"), "utf8");
const VARIABLES = { countryCode: "US", currencyCode: "USD", packageId: "vpn", coupon: "SAVE20", crossSellPackageId: "vpn-cross-sell" };

export interface PricingResult {
  getPackagePlansP50Ms: number;
  getPackagePlansP95Ms: number;
  samples: number;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export async function measurePricing(sandboxUrl: string, samples = 300): Promise<PricingResult> {
  const query = async () => {
    const response = await fetch(`${sandboxUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: PRICING_QUERY, variables: VARIABLES }),
    });
    const body = (await response.json()) as { errors?: unknown };
    if (!response.ok || body.errors) throw new Error(`getPackagePlans failed: ${response.status} ${JSON.stringify(body.errors)}`);
  };
  for (let i = 0; i < 20; i++) await query();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await query();
    times.push(performance.now() - start);
  }
  return { getPackagePlansP50Ms: percentile(times, 50), getPackagePlansP95Ms: percentile(times, 95), samples };
}
