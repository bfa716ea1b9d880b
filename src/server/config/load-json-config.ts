import { readFileSync } from "node:fs";
import type { z } from "zod";
import { schemaMessages } from "@/contracts/schema-messages";

/**
 * A JSON configuration given in an environment variable: inline (the value starts with `[` or
 * `{`) or as the path of a JSON file. Throws one readable message naming each problem.
 */
export function loadJsonConfig<Schema extends z.ZodType>(source: string, schema: Schema): z.output<Schema> {
  let raw: unknown;
  try {
    const trimmed = source.trimStart();
    raw = JSON.parse(trimmed.startsWith("[") || trimmed.startsWith("{") ? source : readFileSync(source, "utf8"));
  } catch (error) {
    throw new Error(`not JSON or a readable JSON file (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = schema.safeParse(raw, { error: schemaMessages });
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join(".") || "config"}: ${issue.message}`).join("; "));
  return parsed.data;
}
