export { PaymentScreen } from "./payment-screen";
export { checkoutPlansVariables } from "./checkout-plans-variables";
export { useCheckoutSelection } from "./use-checkout-selection";
export { ProductsScreen } from "./products-screen";
export { planChoiceOf } from "./plan-choice-of";
export { isPlanPreselected } from "./plan-preselected";
export { offeredCrossSells, offeredPlanOf, offeredPlans, periodControlOf, upgradeOf } from "./flag-offer";
