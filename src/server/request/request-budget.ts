import type { EventEmitter } from "node:events";

export interface RequestBudget {
  /** Aborts every backend call made for the request: its time is up (a TimeoutError) or the client left. */
  signal: AbortSignal;
  /** Milliseconds left for backend calls, 0 once spent. */
  remainingMs(): number;
}

type Response = Pick<EventEmitter, "once"> & { writableFinished: boolean };

const budgets = new WeakMap<object, RequestBudget>();

/** Whether an abort came from a spent budget or a time limit rather than a client that left. */
export function isTimeoutReason(reason: unknown): boolean {
  return typeof reason === "object" && reason !== null && (reason as { name?: unknown }).name === "TimeoutError";
}

/**
 * Gives one incoming request a time budget for all the backend calls made on its behalf, so a page
 * or an /api route answers within it whatever the backends do. A client that closes the connection
 * before its answer cancels the calls still running, so the backends stop working for no one.
 */
export function startRequestBudget(req: object, res: Response, budgetMs: number, now: () => number = Date.now): RequestBudget {
  const existing = budgets.get(req);
  if (existing) return existing;
  const deadline = now() + budgetMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("The backend budget is spent", "TimeoutError")), budgetMs);
  timer.unref?.();
  res.once("close", () => {
    clearTimeout(timer);
    if (!res.writableFinished) controller.abort(new DOMException("The client left", "AbortError"));
  });
  const budget = { signal: controller.signal, remainingMs: () => Math.max(0, deadline - now()) };
  budgets.set(req, budget);
  return budget;
}

/** The budget of the request a call is made for, if one was started. */
export function requestBudgetOf(req: object): RequestBudget | undefined {
  return budgets.get(req);
}
