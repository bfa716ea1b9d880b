import type { DeviceType } from "@/features/app-context";
import type { FeatureFlags } from "@/features/feature-flags";
import { validAssignments, type Assignments } from "./assignments";
import { EXCLUDED, type Experiment, type ExperimentVariant } from "./experiment-config";

/** Spec section 4: what a visitor's existing assignments make them. */
export type VisitorType = "NEW_USER" | "ISOLATED" | "OVERLAPPING";

export interface StoredAssignments {
  /** Overlapping experiments (`experiment_global` cookie). */
  global: Assignments;
  /** Isolated experiments (`experiment_local` cookie). */
  local: Assignments;
}

export interface VisitorContext {
  /** The page's path without its locale prefix, like "/payment/". */
  path: string;
  countryCode: string;
  locale: string;
  deviceType: DeviceType;
}

export interface AllocationInput {
  experiments: readonly Experiment[];
  stored: StoredAssignments;
  /** QA overrides for this session (`qa`), already read; they win over everything. */
  forced: Assignments;
  visitor: VisitorContext;
  /** A number in [0, 1); Math.random outside tests. */
  random: () => number;
}

export interface Allocation {
  visitorType: VisitorType;
  /** What the cookies should hold after this request (invalid entries gone, new draws added). */
  stored: StoredAssignments;
  /** Experiment id → variant for every experiment the visitor is in (not excluded), QA included. */
  variants: Assignments;
  /** The x-experiment header value, "id:variant,…" in config order; null when in none. */
  header: string | null;
  pricingExperimentId: string | null;
  /** Flags the visitor's segment variants set. */
  flags: FeatureFlags;
  /** Where a redirect experiment sends this page's visitor, if anywhere. */
  redirectTo: string | null;
  /** The valid QA overrides in force. */
  forced: Assignments;
}

export function visitorTypeOf(stored: StoredAssignments): VisitorType {
  if (Object.values(stored.local).some((variant) => variant !== EXCLUDED)) return "ISOLATED";
  if (Object.keys(stored.global).length > 0 || Object.keys(stored.local).length > 0) return "OVERLAPPING";
  return "NEW_USER";
}

function triggers(experiment: Experiment, path: string): boolean {
  const paths = experiment.triggers.paths;
  return paths.length === 0 || paths.includes(path);
}

function eligible(experiment: Experiment, visitor: VisitorContext): boolean {
  const { countries, locales, deviceTypes } = experiment.filterSettings;
  if (countries && !countries.includes(visitor.countryCode)) return false;
  if (locales && !locales.includes(visitor.locale)) return false;
  if (deviceTypes && !deviceTypes.includes(visitor.deviceType)) return false;
  return true;
}

/** A variant by weight for the allocation's share of visitors, else "excl". */
export function drawVariant(experiment: Experiment, random: () => number): string {
  if (random() * 100 >= experiment.allocation) return EXCLUDED;
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (total <= 0) return EXCLUDED;
  let point = random() * total;
  for (const variant of experiment.variants) {
    if (variant.weight <= 0) continue;
    if (point < variant.weight) return variant.value;
    point -= variant.weight;
  }
  // Floating-point leftovers land on the last weighted variant.
  return experiment.variants.filter((variant) => variant.weight > 0).at(-1)!.value;
}

/**
 * Spec section 4's experiments for one page request. Valid stored assignments are kept; on a
 * page that triggers an experiment the visitor may be drawn into it: isolated experiments only
 * take new visitors (and their visitors join nothing else), overlapping ones anyone not
 * isolated. QA overrides win but are not stored in the 90-day cookies.
 */
export function allocate({ experiments, stored, forced, visitor, random }: AllocationInput): Allocation {
  const isolated = experiments.filter((experiment) => experiment.isolate);
  const overlapping = experiments.filter((experiment) => !experiment.isolate);
  const next: StoredAssignments = { global: validAssignments(stored.global, overlapping), local: validAssignments(stored.local, isolated) };
  const visitorType = visitorTypeOf(next);

  const drawable = (experiment: Experiment) => triggers(experiment, visitor.path) && eligible(experiment, visitor);
  if (visitorType === "NEW_USER") {
    for (const experiment of isolated.filter(drawable)) {
      const variant = drawVariant(experiment, random);
      next.local[experiment.id] = variant;
      if (variant !== EXCLUDED) break;
    }
  }
  if (visitorTypeOf(next) !== "ISOLATED") {
    for (const experiment of overlapping.filter(drawable)) {
      next.global[experiment.id] ??= drawVariant(experiment, random);
    }
  }

  const validForced = validAssignments(forced, experiments);
  const current = { ...next.global, ...next.local, ...validForced };
  const variants: Assignments = {};
  const flags: FeatureFlags = {};
  let pricingExperimentId: string | null = null;
  let redirectTo: string | null = null;
  for (const experiment of experiments) {
    const value = current[experiment.id];
    const variant: ExperimentVariant | undefined = experiment.variants.find((candidate) => candidate.value === value);
    if (!variant) continue;
    variants[experiment.id] = variant.value;
    if (experiment.type === "segment") Object.assign(flags, variant.flags);
    if (experiment.pricing) pricingExperimentId ??= `${experiment.id}:${variant.value}`;
    if (experiment.type === "redirect" && variant.redirectTo && triggers(experiment, visitor.path)) redirectTo ??= variant.redirectTo;
  }
  const header =
    Object.entries(variants)
      .map(([id, value]) => `${id}:${value}`)
      .join(",") || null;
  return { visitorType, stored: next, variants, header, pricingExperimentId, flags, redirectTo, forced: validForced };
}
