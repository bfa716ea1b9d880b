import { parseCheckoutQuery } from "@/features/checkout-query";
import { platformOf } from "@/features/order-status";
import { safeRedirect, type RawQuery } from "@/lib/url";
import { getEnv } from "@/server/env";
import type { PageLoader } from "./create-get-server-side-props";

/**
 * Where the success step's "Continue" leads: `success_uri`, else `redirect_uri` (the sister
 * site's return address), each only on the app's origin or an ALLOWED_REDIRECT_ORIGINS origin
 * (ARCHITECTURE 8). Neither allowed: no button, the success step is the end of the journey.
 */
export function successContinueUrl(
  query: RawQuery,
  env: { APP_BASE_URL: string; ALLOWED_REDIRECT_ORIGINS: readonly string[] },
): string | null {
  const parsed = parseCheckoutQuery(query);
  const rule = { allowedOrigins: env.ALLOWED_REDIRECT_ORIGINS, appOrigin: env.APP_BASE_URL, fallback: "" };
  const url = safeRedirect(parsed.success_uri, rule) || safeRedirect(parsed.redirect_uri, rule);
  return url || null;
}

/**
 * getServerSideProps of /success/: the allow-listed "Continue" address, and the shopper's device
 * for the app download (from the User-Agent, so the first paint already links the right app).
 */
export const successLoader: PageLoader = async ({ ctx }) => {
  const userAgent = ctx.req.headers["user-agent"];
  return {
    props: {
      continueUrl: successContinueUrl(ctx.query, getEnv()),
      platform: platformOf(typeof userAgent === "string" ? userAgent : undefined),
    },
  };
};
