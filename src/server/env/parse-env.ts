import { schemaMessages } from "@/contracts/schema-messages";
import { envSchema, type Env } from "./env-schema";

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Empty strings count as unset, so `FOO=` in a .env file falls back to the default. */
function withoutEmptyValues(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ""),
  );
}

/** Parses the environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(withoutEmptyValues(source), { error: schemaMessages });
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
}

let cached: Env | undefined;

/** The process's parsed environment, read once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
