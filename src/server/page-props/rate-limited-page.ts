import type { GetServerSidePropsContext } from "next";
import type { PageError } from "@/features/app-context";
import { analyticsMessageFor } from "@/features/errors";
import { limitRequest, retryAfterSeconds, type ClientLimit } from "@/server/rate-limit";

/**
 * Counts a page request against a route's limits (per browser session, with a ceiling per client
 * address). Beyond them the response becomes the 429 screen of spec 2.4 with Retry-After: the
 * error to render; null when the request is within its budget.
 */
export async function rateLimitedPage(ctx: GetServerSidePropsContext, limit: ClientLimit): Promise<PageError | null> {
  const result = await limitRequest(ctx.req, ctx.res, limit);
  if (result.allowed) return null;
  ctx.res.statusCode = 429;
  ctx.res.setHeader("Retry-After", retryAfterSeconds(result));
  ctx.res.setHeader("Cache-Control", "no-store");
  return { statusCode: 429, message: analyticsMessageFor(429) };
}
