/**
 * The bench's one table: the figures first, then one row per budget with its limit and verdict,
 * so a reader sees what failed next to what was measured. The same budget rows go to
 * bench/results.json as `{ name, value, limit, pass }`.
 */

export interface Budget {
  name: string;
  value: number;
  limit: number;
  pass: boolean;
}

export interface BudgetCheck extends Budget {
  /** `max`: the value must stay at or under the limit; `min`: at or over it. */
  kind: "max" | "min";
}

export function budget(name: string, value: number, kind: "max" | "min", limit: number): BudgetCheck {
  const round = (number: number) => Math.round(number * 1000) / 1000;
  return {
    name,
    value: round(value),
    limit: round(limit),
    pass: Number.isFinite(value) && (kind === "max" ? value <= limit : value >= limit),
    kind,
  };
}

/** The rows as results.json stores them. */
export function budgetRows(checks: BudgetCheck[]): Budget[] {
  return checks.map(({ name, value, limit, pass }) => ({ name, value, limit, pass }));
}

/** Four significant digits: 234.022 KiB reads as 234, a ratio of 0.10734 as 0.1073. */
const shown = (value: number) => String(Number(value.toPrecision(4)));

export type Row = { section: string } | { figure: string; value: string };

export function formatTable(rows: Row[], checks: BudgetCheck[]): string {
  const cells: string[][] = [["figure", "value", "limit", ""]];
  const sections: number[] = [];
  for (const row of rows) {
    if ("section" in row) sections.push(cells.push([row.section, "", "", ""]) - 1);
    else cells.push([`  ${row.figure}`, row.value, "", ""]);
  }
  sections.push(cells.push(["budgets", "", "", ""]) - 1);
  for (const check of checks) {
    cells.push([
      `  ${check.name}`,
      shown(check.value),
      `${check.kind === "max" ? "≤" : "≥"} ${shown(check.limit)}`,
      check.pass ? "pass" : "FAIL",
    ]);
  }
  const widths = [0, 1, 2, 3].map((column) =>
    Math.max(...cells.filter((_, i) => !sections.includes(i)).map((cell) => cell[column]!.length)),
  );
  const lines = cells.map((cell, i) =>
    sections.includes(i)
      ? cell[0]!
      : cell
          .map((text, column) => text.padEnd(widths[column]!))
          .join("  ")
          .trimEnd(),
  );
  const rule = "─".repeat(widths.reduce((sum, width) => sum + width + 2, -2));
  lines.splice(1, 0, rule);
  const failed = checks.filter((check) => !check.pass).length;
  lines.push(rule, failed === 0 ? `all ${checks.length} budgets met` : `${failed} of ${checks.length} budgets missed`);
  return lines.join("\n");
}
