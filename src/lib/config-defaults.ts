/** Where support questions go when SUPPORT_EMAIL is not configured. */
export const DEFAULT_SUPPORT_EMAIL = "support@nordcheckout.example";

/** The pricing API's time limits when PRICING_API_TIMEOUT_MS and BACKEND_BUDGET_MS are not set. */
export const DEFAULT_PRICING_TIMEOUTS = { attemptMs: 3_000, budgetMs: 8_000 };
