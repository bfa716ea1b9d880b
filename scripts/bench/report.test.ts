// @vitest-environment node
import { describe, expect, it } from "vitest";
import { budget, budgetRows, formatTable } from "./report";

describe("budget", () => {
  it("passes a max budget at or under its limit and a min budget at or over it", () => {
    expect(budget("js", 60, "max", 60).pass).toBe(true);
    expect(budget("js", 60.1, "max", 60).pass).toBe(false);
    expect(budget("ratio", 0.25, "min", 0.25).pass).toBe(true);
    expect(budget("ratio", 0.107, "min", 0.25).pass).toBe(false);
  });

  it("fails a figure that could not be measured", () => {
    expect(budget("score", NaN, "min", 95).pass).toBe(false);
    expect(budget("tbt", NaN, "max", 150).pass).toBe(false);
  });

  it("stores rows as { name, value, limit, pass }", () => {
    expect(budgetRows([budget("ratio", 0.10734, "min", 0.25)])).toEqual([{ name: "ratio", value: 0.107, limit: 0.25, pass: false }]);
  });
});

describe("formatTable", () => {
  it("shows every budget with its limit and verdict, and counts the misses", () => {
    const table = formatTable(
      [{ section: "server rendering" }, { figure: "ratio", value: "0.107" }],
      [budget("SSR ratio", 0.10734, "min", 0.25), budget("CLS", 0, "max", 0.02)],
    );
    expect(table).toMatch(/SSR ratio +0\.107 +≥ 0\.25 +FAIL/);
    expect(table).toMatch(/CLS +0 +≤ 0\.02 +pass/);
    expect(table).toContain("1 of 2 budgets missed");
  });
});
