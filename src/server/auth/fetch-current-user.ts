import type { IncomingMessage } from "node:http";
import { currentUserResponseSchema } from "@/contracts/checkout-api";
import type { User } from "@/features/app-context";
import { logger } from "@/server/log";
import { checkoutApiRequest, isRequestError, userTokenOf } from "@/server/request";

const CURRENT_USER_TIMEOUT_MS = 3_000;

type IncomingRequest = Pick<IncomingMessage, "headers"> & { cookies?: Partial<Record<string, string>> };

/**
 * The logged-in shopper, or null. No token, an expired or revoked token (401) or an answer we
 * cannot read all mean an anonymous visit: the checkout still works for a guest. Only an
 * unreachable API is logged, since that is an operator's problem rather than the shopper's.
 */
export async function fetchCurrentUser(req: IncomingRequest): Promise<User | null> {
  if (!userTokenOf(req)) return null;
  try {
    // A short limit: without an answer the page still sells, to a guest, within its budget.
    const { data } = await checkoutApiRequest(req)("/api/users/current/", { timeoutMs: CURRENT_USER_TIMEOUT_MS });
    const parsed = currentUserResponseSchema.safeParse(data);
    return parsed.success ? { email: parsed.data.email } : null;
  } catch (error) {
    if (!(isRequestError(error) && (error.status === 401 || error.status === 403))) {
      logger.warn("current user lookup failed", { error: error instanceof Error ? error.message : String(error) });
    }
    return null;
  }
}
