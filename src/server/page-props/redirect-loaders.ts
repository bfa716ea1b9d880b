import { brandFromQuery, providerSiteUrl } from "@/features/brand";
import { DEFAULT_LOCALE } from "@/lib/locale";
import { isAllowedRedirect } from "@/lib/url";
import { getEnv } from "@/server/env";
import type { PageLoader } from "./create-get-server-side-props";

/** The legal pages live on the provider's own site (spec 2.1); `/legal/x/` sends the shopper there, in their language where it has it. */
export function legalRedirect(legalPath: string): PageLoader {
  return async ({ ctx }) => ({
    redirect: { destination: providerSiteUrl(brandFromQuery(ctx.query), legalPath, ctx.locale ?? DEFAULT_LOCALE), permanent: false },
  });
}

/** Parameters the dashboard handoff carries (spec 2.4), and the tracking ids (2.3); nothing else. */
const DASHBOARD_PARAMS = ["owner_id", "trusted_pass_token", "nv_tri", "nv_trs"] as const;

/**
 * `/dashboard/` hands the shopper to the provider's account dashboard at DASHBOARD_URL, the only
 * origin besides ALLOWED_REDIRECT_ORIGINS it may lead to; the parameters only ever go into its
 * query, encoded.
 */
export const dashboardRedirect: PageLoader = async ({ ctx }) => {
  const env = getEnv();
  const dashboard = new URL(env.DASHBOARD_URL);
  const destination = new URL(dashboard);
  for (const name of DASHBOARD_PARAMS) {
    const value = ctx.query[name];
    if (typeof value === "string" && value.length > 0 && value.length <= 512) destination.searchParams.set(name, value);
  }
  const allowed = isAllowedRedirect(
    destination.toString(),
    [dashboard.origin, ...env.ALLOWED_REDIRECT_ORIGINS],
    new URL(env.APP_BASE_URL).origin,
  );
  return { redirect: { destination: allowed ? destination.toString() : dashboard.toString(), permanent: false } };
};
