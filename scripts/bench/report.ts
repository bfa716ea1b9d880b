export interface Budget {
  name: string;
  value: number;
  limit: number;
  pass: boolean;
}

/** A budget that `value` must stay at or under (`max`) or at or over (`min`) `limit`. */
export function budget(name: string, value: number, kind: "max" | "min", limit: number): Budget {
  const rounded = Math.round(value * 1000) / 1000;
  return { name, value: rounded, limit, pass: Number.isFinite(value) && (kind === "max" ? value <= limit : value >= limit) };
}

export function printTable(rows: Array<[string, string]>): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}
