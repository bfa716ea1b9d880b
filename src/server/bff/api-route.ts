import type { NextApiRequest, NextApiResponse } from "next";
import { getEnv } from "@/server/env";
import { logger, logRequest } from "@/server/log";
import { limitRequest, retryAfterSeconds, type ClientLimit } from "@/server/rate-limit";
import { isRequestError, startRequestBudget } from "@/server/request";
import { DEV_SETTINGS_COOKIE, reportDevSettingsInProduction } from "@/server/services";
import { ApiError } from "./api-error";
import { isSameOrigin } from "./same-origin";

type Method = "GET" | "POST" | "DELETE";
export type ApiHandler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

interface ApiRouteOptions {
  /** A route that only receives browser reports and changes nothing: no same-origin check. */
  acceptsCrossSite?: boolean;
}

const MUTATING: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Counts this request against the route's limits (server/rate-limit: per browser session, with a
 * ceiling per client address); beyond them a 429 with Retry-After. A handler calls it once its
 * input is valid, so malformed requests never spend a shopper's budget.
 */
export async function enforceRateLimit(req: NextApiRequest, res: NextApiResponse, limit: ClientLimit): Promise<void> {
  const result = await limitRequest(req, res, limit);
  if (result.allowed) return;
  res.setHeader("Retry-After", retryAfterSeconds(result));
  throw new ApiError(429, { error: "rate_limited", message: "Too many requests. Try again later." });
}

/** What the browser gets when the checkout API fails: its 4xx as it is, no answer in time a 504, anything else a 502. */
function sendFailure(res: NextApiResponse, error: unknown): void {
  if (error instanceof ApiError) {
    res.status(error.status).json(error.body);
    return;
  }
  if (isRequestError(error) && error.kind === "http" && error.status >= 400 && error.status < 500) {
    res.status(error.status).json(error.data ?? { error: "request_failed", message: error.statusText });
    return;
  }
  logger.error("api route failed", { error: error instanceof Error ? error.message : String(error) });
  if (isRequestError(error) && error.kind === "timeout") {
    res.status(504).json({ error: "backend_timeout", message: "The service did not answer in time. Try again." });
    return;
  }
  res.status(502).json({ error: "backend_unavailable", message: "The service is not reachable right now. Try again." });
}

/**
 * One /api route of the BFF: the methods it answers (405 otherwise), a same-origin check on
 * every mutating request (403), and one mapping of failures, so no route can leak a stack trace
 * or answer a backend error with a 500. Limited routes call enforceRateLimit.
 */
export function apiRoute(handlers: Partial<Record<Method, ApiHandler>>, options: ApiRouteOptions = {}): ApiHandler {
  return withRequestLine(answerer(handlers, options));
}

/** The handler with the one request line every /api answer gets, whatever it is (src/contracts/log). */
export function withRequestLine(handler: ApiHandler): ApiHandler {
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const startedAt = performance.now();
    try {
      await handler(req, res);
    } finally {
      logRequest(logger, {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        status: res.statusCode,
        startedAt,
        traceparent: req.headers.traceparent,
      });
    }
  };
}

/** The route's answer itself: method and origin checks, then the handler. */
function answerer(handlers: Partial<Record<Method, ApiHandler>>, options: ApiRouteOptions): ApiHandler {
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const env = getEnv();
    void reportDevSettingsInProduction(req.cookies?.[DEV_SETTINGS_COOKIE], env);
    // The route's backend calls end within one call's limit, and stop when the browser hangs up.
    startRequestBudget(req, res, env.CHECKOUT_API_TIMEOUT_MS);
    const handler = handlers[req.method as Method];
    if (!handler) {
      res.setHeader("Allow", Object.keys(handlers).join(", "));
      res.status(405).json({ error: "method_not_allowed", message: "This method is not allowed here." });
      return;
    }
    if (MUTATING.has(req.method ?? "") && !options.acceptsCrossSite && !isSameOrigin(req, new URL(env.APP_BASE_URL).origin)) {
      res.status(403).json({ error: "forbidden_origin", message: "Requests must come from the checkout itself." });
      return;
    }
    try {
      await handler(req, res);
    } catch (error) {
      sendFailure(res, error);
    }
  };
}
