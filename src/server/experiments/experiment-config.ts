import { z } from "zod";
import { FLAG_NAMES } from "@/features/feature-flags";
import { loadJsonConfig } from "@/server/config";
import defaultExperiments from "./default-experiments.json";

/** What an `id` or a variant `value` may look like: it travels in cookies, headers and `qa`. */
const token = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,47}$/i, "must be 1–48 letters, digits, - or _");

/** The reserved variant of a visitor who is in the draw but outside the experiment. */
export const EXCLUDED = "excl";

const variantSchema = z.object({
  value: token.refine((value) => value !== EXCLUDED, `"${EXCLUDED}" is reserved for excluded visitors`),
  /** Relative weight within the allocation; 0 keeps a variant forceable by QA only. */
  weight: z.number().min(0),
  /** Redirect experiments: a path of this app ("/products/") or an allow-listed absolute URL. */
  redirectTo: z.string().min(1).optional(),
  /** Segment experiments: the feature flags this variant sets (a link's `ff` still wins). */
  flags: z.partialRecord(z.enum(FLAG_NAMES), z.string().regex(/^[a-z0-9_-]{1,32}$/i)).optional(),
});

const experimentSchema = z
  .object({
    id: token,
    type: z.enum(["redirect", "segment"]),
    /** An isolated experiment only takes new visitors, and its visitors join no other experiment. */
    isolate: z.boolean().default(false),
    /** Share of eligible visitors drawn into a variant, 0–100 %; the rest are "excl". */
    allocation: z.number().min(0).max(100),
    variants: z.array(variantSchema).min(1),
    /** How a variant is drawn: "random" (by weight, once per visitor, kept in a cookie). */
    allocator: z.literal("random").default("random"),
    /** Where the draw happens: paths without the locale prefix ("/", "/payment/"). Empty: every page. */
    triggers: z.object({ paths: z.array(z.string().startsWith("/")).default([]) }).default({ paths: [] }),
    /** Who is eligible; an absent list lets everyone in. */
    filterSettings: z
      .object({
        countries: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
        locales: z.array(z.string()).optional(),
        deviceTypes: z.array(z.enum(["mobile", "tablet", "desktop"])).optional(),
      })
      .default({}),
    /** The pricing API prices this experiment's variants: it becomes appCtx.pricingExperimentId. */
    pricing: z.boolean().default(false),
  })
  .superRefine((experiment, ctx) => {
    const values = experiment.variants.map((variant) => variant.value);
    if (new Set(values).size !== values.length)
      ctx.addIssue({ code: "custom", message: `${experiment.id}: variant values must be unique` });
    if (experiment.type === "redirect" && !experiment.variants.some((variant) => variant.redirectTo)) {
      ctx.addIssue({ code: "custom", message: `${experiment.id}: a redirect experiment needs a variant with redirectTo` });
    }
    // A redirect that every page triggers, or that lands on its own trigger, would never stop.
    if (experiment.type === "redirect" && experiment.triggers.paths.length === 0) {
      ctx.addIssue({ code: "custom", message: `${experiment.id}: a redirect experiment needs trigger paths` });
    }
    for (const variant of experiment.variants) {
      if (variant.redirectTo && experiment.triggers.paths.includes(variant.redirectTo)) {
        ctx.addIssue({ code: "custom", message: `${experiment.id}: ${variant.value} redirects to one of its own trigger paths` });
      }
    }
    if (experiment.variants.every((variant) => variant.weight === 0) && experiment.allocation > 0) {
      ctx.addIssue({ code: "custom", message: `${experiment.id}: an allocation above 0 needs a variant with a weight` });
    }
  });

export const experimentsSchema = z.array(experimentSchema).superRefine((experiments, ctx) => {
  const ids = experiments.map((experiment) => experiment.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: "experiment ids must be unique" });
});

export type Experiment = z.infer<typeof experimentSchema>;
export type ExperimentVariant = z.infer<typeof variantSchema>;

/**
 * The experiments of this deployment, from EXPERIMENTS_CONFIG: inline JSON (starting with "[")
 * or the path of a JSON file. Unset: the two examples of CONTRACTS section 2b when DEPLOY_ENV is
 * local, none elsewhere. Throws a readable message on a bad config (the env check names it).
 */
export function loadExperiments(source: string | undefined, deployEnv: string): Experiment[] {
  if (source === undefined) return deployEnv === "local" ? experimentsSchema.parse(defaultExperiments) : [];
  return loadJsonConfig(source, experimentsSchema);
}
