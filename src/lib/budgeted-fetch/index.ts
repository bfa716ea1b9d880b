export { budgetedFetch, NO_ANSWER_MESSAGE, type BudgetOptions } from "./budgeted-fetch";
export { nextRetryDelay, type RetryPolicy } from "./retry-schedule";
