// Only what other features use: a name exported here stays in every page that imports this
// index, so the payment section's own code is reached through DeferredPaymentSection alone.
export { DeferredPaymentSection, sectionWantedAtOnce } from "./deferred-payment-section";
export type { PaymentSectionProps } from "./payment-section";
export type { PaymentSelection } from "./selection";
export { Stepper, type StepperStep } from "./steps/stepper";
export { rememberCompletedCart, completedCart } from "./submit/completed-cart";
export { cardBrandName } from "./providers/card-brand-names";
export { providerName } from "./providers/provider-names";
export { providerWindowText } from "./submit/provider-window";
