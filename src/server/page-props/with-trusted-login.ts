import { trustedTokenLoginRedirect } from "@/server/auth";
import type { PageLoader } from "./create-get-server-side-props";

/**
 * For the pages shoppers arrive on from sister sites (home, products, payment): an address with
 * a trusted_pass_token logs in first, on the server; otherwise the page's own loader runs.
 * Not for /dashboard/, whose trusted token is for the provider's dashboard.
 */
export function withTrustedLogin(loader?: PageLoader): PageLoader {
  return async (input) => (await trustedTokenLoginRedirect(input)) ?? (loader ? loader(input) : { props: {} });
}
