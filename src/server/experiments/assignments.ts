import { EXCLUDED, type Experiment } from "./experiment-config";

/** Experiment id → variant value, or "excl" for a visitor drawn outside the experiment. */
export type Assignments = Record<string, string>;

const MAX_ENTRIES = 50;

/** Reads "id:variant,id:variant" (cookies, `qa`); anything malformed is skipped, never thrown. */
export function parseAssignments(value: string | undefined): Assignments {
  const assignments: Assignments = {};
  if (!value) return assignments;
  for (const entry of value.split(",").slice(0, MAX_ENTRIES)) {
    const [id, variant, extra] = entry.trim().split(":");
    if (!id || !variant || extra !== undefined) continue;
    assignments[id] = variant;
  }
  return assignments;
}

export function serializeAssignments(assignments: Assignments): string {
  return Object.entries(assignments)
    .map(([id, variant]) => `${id}:${variant}`)
    .join(",");
}

/** The entries that name an experiment of the config and one of its variants (or "excl"). */
export function validAssignments(assignments: Assignments, experiments: readonly Experiment[]): Assignments {
  const valid: Assignments = {};
  for (const experiment of experiments) {
    const variant = assignments[experiment.id];
    if (variant === undefined) continue;
    if (variant === EXCLUDED || experiment.variants.some((candidate) => candidate.value === variant)) valid[experiment.id] = variant;
  }
  return valid;
}

export function sameAssignments(a: Assignments, b: Assignments): boolean {
  return serializeAssignments(a) === serializeAssignments(b);
}
