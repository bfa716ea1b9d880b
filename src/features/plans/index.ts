export type { PackagePlans, Plan, CrossSellPlan, PricedPlan, PlanPeriod, PackageCoupon } from "./types";
export { packagePlansVariables, type PackagePlansInput } from "./package-plans-variables";
export { packagePlansKey } from "./plans-key";
export { pricingClientOptions, pricingEndpoint, PRICING_RETRY, type PricingTimeouts } from "./pricing-client";
export { rememberParsedPlans } from "./pricing-source";
export {
  DEFAULT_PERIOD,
  lineOf,
  periodsOf,
  subgroupOf,
  selectPlan,
  variantsOf,
  planForPeriod,
  selectCrossSells,
  type PlanChoice,
} from "./select-plan";
export { PricingProvider } from "./pricing-provider";
export { usePackagePlans, type PackagePlansState } from "./use-package-plans";
export { PlanOptions, type PeriodControl } from "./plan-options";
export { PlanPrice, planPrices } from "./plan-price";
export { planMessages } from "./messages";
export { planTitle, serviceNames } from "./plan-title";
export { productName, type ProductLineName } from "./product-name";
export type { FilterChange } from "./product-filter-options";
export { ProductFilterOptions } from "./product-filter-options";
export {
  NO_COUPON_PRICES,
  priceWithoutCoupon,
  pricesWithoutCoupon,
  savingAgainstMonthly,
  withoutCoupon,
  type PricesWithoutCoupon,
} from "./price-without-coupon";
