export { OrderSummary } from "./order-summary";
export { OrderGlance } from "./order-glance";
export { RenewalConsent } from "./renewal-consent";
export { SummaryBar } from "./summary-bar";
export { summaryTotals, type SummaryTotals } from "./summary-totals";
