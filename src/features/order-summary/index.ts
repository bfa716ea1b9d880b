import { lazyComponent } from "@/ui";

export { OrderSummary } from "./order-summary";
export { MoneyBackGuarantee } from "./money-back-guarantee";
export { OrderGlance } from "./order-glance";
export { SummaryBar } from "./summary-bar";
export { summaryTotals, type SummaryTotals } from "./summary-totals";

/** Shown with the pay button, which the browser draws after the load event: its code comes then too. */
export const RenewalConsent = lazyComponent(() => import("./renewal-consent").then((module) => module.RenewalConsent));
