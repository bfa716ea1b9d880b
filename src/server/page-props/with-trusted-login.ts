import type { SensitiveParam } from "@/lib/url";
import { trustedTokenLoginRedirect } from "@/server/auth";
import { RATE_LIMITS } from "@/server/rate-limit";
import type { PageLoader, PageLoaderContext } from "./create-get-server-side-props";
import { rateLimitedPage } from "./rate-limited-page";

/** A loader that takes the named sensitive parameters from the address itself, always by a redirect. */
export function consumingParams(
  params: readonly SensitiveParam[],
  loader: (input: PageLoaderContext) => ReturnType<PageLoader>,
): PageLoader {
  return Object.assign((input: PageLoaderContext) => loader(input), { consumesParams: params });
}

/**
 * For the pages shoppers arrive on from sister sites (home, products, payment): an address with
 * a trusted_pass_token or an exchange_token logs in first, on the server; otherwise the page's
 * own loader runs. Not for /dashboard/, whose trusted token is for the provider's dashboard.
 */
export function withTrustedLogin(loader?: PageLoader): PageLoader {
  return consumingParams(["trusted_pass_token", "exchange_token"], async (input) => {
    const { ctx, appProps } = input;
    // A token login costs the identity provider a check: limited like /login/.
    const token = ctx.query.trusted_pass_token ?? ctx.query.exchange_token;
    if (typeof token === "string" && token !== "") {
      const limited = await rateLimitedPage(ctx, RATE_LIMITS.login);
      if (limited) return { props: { appProps: { ...appProps, error: limited } } };
    }
    return (await trustedTokenLoginRedirect(input)) ?? (loader ? loader(input) : { props: {} });
  });
}
