export { checkoutQuerySchema, parseCheckoutQuery, type CheckoutQuery } from "./checkout-query";
export { applyNavigationRules, type NavigationInput } from "./apply-navigation-rules";
export { checkoutPage, PAYMENT_PAGE, SUCCESS_PAGE } from "./checkout-page";
export {
  parseProductFilters,
  DEFAULT_PASS_SUBGROUP,
  DEFAULT_STORAGE_QUOTA,
  type ProductFilters,
  type PricingFilters,
  type ParsedProductFilters,
} from "./product-filters";
export { normalizeProductGroup, normalizeProductKey, productGroupOf, productKeyOf } from "./product-group";
export { PAYMENT_SESSION_ID_KEY, isPaymentSessionIdKey } from "./payment-session-id";
export { mergeQueryChanges, type QueryChange, type QueryChanges } from "./merge-query-changes";
export { useCheckoutQuery, type UpdateOptions } from "./use-checkout-query";
export { withAddressTrackingParams } from "./address-tracking-params";
export { checkoutProduct } from "./checkout-product";
export { CHECKOUT_SECTIONS, sectionOfStep, sectionAttribute, type CheckoutSection } from "./checkout-sections";
