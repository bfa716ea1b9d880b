import type { Currency, ProductKey } from "@/contracts/enums";
import type { GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";
import type { PricingFilters } from "@/features/checkout-query";

/** The package whose plans are offered beside a product's own (spec section 3, crossSellPlans). */
const CROSS_SELL_PACKAGES: Partial<Record<ProductKey, string>> = { vpn: "vpn-cross-sell" };

export interface PackagePlansInput {
  product: ProductKey;
  countryCode: string;
  currency: Currency;
  coupon?: string | undefined;
  filters?: PricingFilters | null | undefined;
}

/**
 * The one query factory for getPackagePlans: the server prefetch and the browser's hook build
 * their variables here from the same inputs, so both share a cache key and hydration never
 * refetches (STYLE.md, rule 4). Absent values are null, never undefined, for the same reason.
 */
export function packagePlansVariables({
  product,
  countryCode,
  currency,
  coupon,
  filters,
}: PackagePlansInput): GetPackagePlansQueryVariables {
  return {
    countryCode,
    currencyCode: currency,
    packageId: product,
    filters: filters && Object.keys(filters).length > 0 ? filters : null,
    coupon: coupon ?? null,
    crossSellPackageId: CROSS_SELL_PACKAGES[product] ?? null,
    knowledgeBaseVersion: null,
  };
}
