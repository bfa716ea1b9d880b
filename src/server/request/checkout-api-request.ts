import type { IncomingMessage } from "node:http";
import { TOKEN_COOKIE } from "@/contracts/cookies";
import { getEnv } from "@/server/env";
import { experimentHeaderOf } from "@/server/experiments";
import { DEV_SETTINGS_COOKIE, resolveServices } from "@/server/services";
import { createRequest, type RequestSender } from "./create-request";
import { requestBudgetOf } from "./request-budget";

/** The shopper's token from the httpOnly `token` cookie, if any. */
export function userTokenOf(req: Pick<IncomingMessage, "headers"> & { cookies?: Partial<Record<string, string>> }): string | undefined {
  const token = req.cookies?.[TOKEN_COOKIE];
  return token && token.length <= 512 ? token : undefined;
}

/**
 * The request helper for the checkout API on behalf of one incoming request: the user token from
 * the cookie, the shopper's user agent and the visitor's experiments (x-experiment) ride along
 * (spec section 7). Each call has CHECKOUT_API_TIMEOUT_MS.
 */
export function checkoutApiRequest(req: Pick<IncomingMessage, "headers"> & { cookies?: Partial<Record<string, string>> }): RequestSender {
  const userAgent = req.headers["user-agent"];
  const env = getEnv();
  return createRequest({
    baseUrl: resolveServices(req.cookies?.[DEV_SETTINGS_COOKIE], env).checkoutApiUrl,
    timeoutMs: env.CHECKOUT_API_TIMEOUT_MS,
    // The page's or route's budget bounds every call together; the client leaving cancels them.
    signal: requestBudgetOf(req)?.signal,
    userToken: userTokenOf(req),
    userAgent: typeof userAgent === "string" ? userAgent : undefined,
    experiment: experimentHeaderOf(req) ?? undefined,
  });
}
