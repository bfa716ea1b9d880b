import { timingSafeEqual } from "node:crypto";
import type { NextApiRequest, NextApiResponse } from "next";
import { withRequestLine } from "@/server/bff/api-route";
import { getEnv } from "@/server/env";
import { rateLimitStore } from "@/server/rate-limit";

/** How long one backend has to answer the status's question. */
export const STATUS_PROBE_TIMEOUT_MS = 2_000;
/** How long one status answer is reused: an operator's dashboard polling it adds no backend load. */
const STATUS_REUSE_MS = 5_000;

export interface BackendState {
  state: "up" | "down";
  /** How long it took to answer, or to fail; null when it did not answer in time. */
  latency_ms: number | null;
  /** What went wrong, in a few words (no address, no body). */
  problem?: string;
}

/** Asks one backend a cheap question a healthy one answers with `ok` true. */
async function probe(ask: (signal: AbortSignal) => Promise<boolean>): Promise<BackendState> {
  const started = performance.now();
  const signal = AbortSignal.timeout(STATUS_PROBE_TIMEOUT_MS);
  try {
    const ok = await ask(signal);
    const latency = Math.round(performance.now() - started);
    return ok ? { state: "up", latency_ms: latency } : { state: "down", latency_ms: latency, problem: "unexpected answer" };
  } catch (error) {
    const timedOut = signal.aborted;
    return {
      state: "down",
      latency_ms: timedOut ? null : Math.round(performance.now() - started),
      problem: timedOut ? `no answer within ${STATUS_PROBE_TIMEOUT_MS} ms` : error instanceof Error ? error.message : "failed",
    };
  }
}

async function backendStates() {
  const env = getEnv();
  const [pricing, checkout, gateway] = await Promise.all([
    // The pricing API: a GraphQL question every GraphQL server answers.
    probe(async (signal) => {
      const response = await fetch(env.PRICING_API_URL, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
        signal,
      });
      return response.ok && typeof ((await response.json()) as { data?: unknown }).data === "object";
    }),
    // The checkout API: the payment methods of a common country, a read every page makes.
    probe(async (signal) => {
      const response = await fetch(new URL("/api/payments/providers/regular/?country=US&currency=USD", env.CHECKOUT_API_URL), { signal });
      return response.ok;
    }),
    // The gateway takes browsers' card data; the server only checks that it answers at all.
    probe(async (signal) => (await fetch(env.GATEWAY_URL, { method: "HEAD", signal })).status < 500),
  ]);
  const counting = rateLimitStore().where?.() ?? "memory";
  return {
    pricing_api: pricing,
    checkout_api: checkout,
    gateway,
    rate_limits: { counted_in: counting, ...(env.REDIS_URL ? { state: counting === "redis" ? "up" : "down" } : {}) },
  };
}

let lastAnswer: { at: number; body: Promise<Awaited<ReturnType<typeof backendStates>>> } | undefined;

/** Forgets the reused answer (tests). */
export function clearStatusAnswer(): void {
  lastAnswer = undefined;
}

function authorised(req: NextApiRequest): boolean {
  const { STATUS_TOKEN, DEPLOY_ENV } = getEnv();
  if (!STATUS_TOKEN) return DEPLOY_ENV === "local";
  const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "");
  const wanted = Buffer.from(STATUS_TOKEN);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /api/status/: the operator's view of this replica's backends, each with its state and how
 * long it took to answer (`/api/health/` stays the cheap liveness answer for the probes). Behind
 * `Authorization: Bearer <STATUS_TOKEN>`; without a token configured, only where DEPLOY_ENV is
 * local. Anyone else gets the 404 of an unknown route. 200 when every backend is up, 503 when one
 * is not, so a monitor can alert on the status alone.
 */
export const statusRoute = withRequestLine(async (req: NextApiRequest, res: NextApiResponse) => {
  res.setHeader("Cache-Control", "no-store");
  if (!authorised(req)) {
    res.status(404).json({ error: "not_found", message: "There is no such API route." });
    return;
  }
  if (req.method !== "GET") {
    res.setHeader("Allow", "GET");
    res.status(405).json({ error: "method_not_allowed", message: "This method is not allowed here." });
    return;
  }
  const now = Date.now();
  if (!lastAnswer || now - lastAnswer.at > STATUS_REUSE_MS) lastAnswer = { at: now, body: backendStates() };
  const backends = await lastAnswer.body;
  const up =
    [backends.pricing_api, backends.checkout_api, backends.gateway].every((backend) => backend.state === "up") &&
    (!("state" in backends.rate_limits) || backends.rate_limits.state === "up");
  res.status(up ? 200 : 503).json({ status: up ? "ok" : "degraded", checked_at: new Date(lastAnswer.at).toISOString(), backends });
});
