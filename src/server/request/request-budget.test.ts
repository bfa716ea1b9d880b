import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isTimeoutReason, requestBudgetOf, startRequestBudget } from "./request-budget";

function response() {
  return Object.assign(new EventEmitter(), { writableFinished: false });
}

describe("startRequestBudget", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts down and aborts the request's calls as a timeout when the budget is spent", () => {
    const req = {};
    const budget = startRequestBudget(req, response(), 8_000);
    expect(requestBudgetOf(req)).toBe(budget);
    vi.advanceTimersByTime(3_000);
    expect(budget.remainingMs()).toBe(5_000);
    expect(budget.signal.aborted).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(budget.remainingMs()).toBe(0);
    expect(budget.signal.aborted).toBe(true);
    expect(isTimeoutReason(budget.signal.reason)).toBe(true);
  });

  it("cancels the calls when the client leaves before its answer, and not as a timeout", () => {
    const res = response();
    const budget = startRequestBudget({}, res, 8_000);
    res.emit("close");
    expect(budget.signal.aborted).toBe(true);
    expect(isTimeoutReason(budget.signal.reason)).toBe(false);
  });

  it("lets go once the answer is sent: nothing is aborted afterwards", () => {
    const res = response();
    const budget = startRequestBudget({}, res, 8_000);
    res.writableFinished = true;
    res.emit("close");
    vi.advanceTimersByTime(10_000);
    expect(budget.signal.aborted).toBe(false);
  });

  it("keeps the first budget when a request asks twice", () => {
    const req = {};
    const first = startRequestBudget(req, response(), 8_000);
    expect(startRequestBudget(req, response(), 1_000)).toBe(first);
  });
});
