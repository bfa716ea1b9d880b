import { trustedTokenLoginRedirect } from "@/server/auth";
import { RATE_LIMITS } from "@/server/rate-limit";
import type { PageLoader } from "./create-get-server-side-props";
import { rateLimitedPage } from "./rate-limited-page";

/**
 * For the pages shoppers arrive on from sister sites (home, products, payment): an address with
 * a trusted_pass_token logs in first, on the server; otherwise the page's own loader runs.
 * Not for /dashboard/, whose trusted token is for the provider's dashboard.
 */
export function withTrustedLogin(loader?: PageLoader): PageLoader {
  return async (input) => {
    const { ctx, appProps } = input;
    // A token login costs the identity provider a check: limited like /login/.
    if (typeof ctx.query.trusted_pass_token === "string" && ctx.query.trusted_pass_token !== "") {
      const limited = await rateLimitedPage(ctx, RATE_LIMITS.login);
      if (limited) return { props: { appProps: { ...appProps, error: limited } } };
    }
    return (await trustedTokenLoginRedirect(input)) ?? (loader ? loader(input) : { props: {} });
  };
}
