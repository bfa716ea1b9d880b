export { OrderSummary } from "./order-summary";
export { SummaryBar } from "./summary-bar";
export { summaryTotals, type SummaryTotals } from "./summary-totals";
