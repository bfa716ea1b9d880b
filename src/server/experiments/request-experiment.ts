import type { IncomingMessage } from "node:http";
import { parseAssignments, serializeAssignments, validAssignments } from "./assignments";
import { EXCLUDED } from "./experiment-config";
import { getExperiments } from "./get-experiments";
import { EXPERIMENT_COOKIE } from "./resolve-experiments";

type IncomingRequest = Pick<IncomingMessage, "headers"> & { cookies?: Partial<Record<string, string>> };

const resolved = new WeakMap<object, string | null>();

/** getServerSideProps records what it resolved, so this request's calls carry fresh draws. */
export function rememberRequestExperiment(req: object, header: string | null): void {
  resolved.set(req, header);
}

/**
 * The x-experiment value for a call made on behalf of `req`: what this request's page resolved,
 * else the browser's `experiment` cookie, checked against the config so a forged cookie cannot
 * put arbitrary text in a backend header. Null when the visitor is in no experiment.
 */
export function experimentHeaderOf(req: IncomingRequest): string | null {
  if (resolved.has(req)) return resolved.get(req) ?? null;
  const assignments = validAssignments(parseAssignments(req.cookies?.[EXPERIMENT_COOKIE]), getExperiments());
  const active = Object.fromEntries(Object.entries(assignments).filter(([, variant]) => variant !== EXCLUDED));
  return serializeAssignments(active) || null;
}
