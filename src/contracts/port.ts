import { z } from "zod";

const LARGEST_PORT = 65_535;

export class PortError extends Error {
  override name = "PortError";
}

/**
 * A TCP port from the environment (PORT, SANDBOX_PORT, the scale-out's ports): a whole number
 * from 1 to 65535 in decimal digits, or with `anyFree`, 0 for whatever port is free. Unset or
 * empty, it is `fallback`: `FOO=` in a .env file means the default, as everywhere in the
 * environment (src/server/env).
 */
export function portSchema(fallback: number, { anyFree = false }: { anyFree?: boolean } = {}) {
  const smallest = anyFree ? 0 : 1;
  const message = `must be a port number from ${smallest}${anyFree ? " (any free port)" : ""} to ${LARGEST_PORT}`;
  return z
    .string()
    .optional()
    .transform((value) => value?.trim() || String(fallback))
    .pipe(
      z
        .string()
        .regex(/^\d{1,5}$/, message)
        .transform(Number),
    )
    .pipe(z.number().min(smallest, message).max(LARGEST_PORT, message));
}

/** The port `value` of the variable `name`; a PortError naming the variable and the value when it is not one. */
export function parsePort(
  name: string,
  value: string | undefined,
  fallback: number,
  { anyFree = false }: { anyFree?: boolean } = {},
): number {
  const parsed = portSchema(fallback, { anyFree }).safeParse(value);
  if (parsed.success) return parsed.data;
  throw new PortError(`${name}: ${parsed.error.issues[0]?.message ?? "is not a port"}, got "${value}"`);
}
