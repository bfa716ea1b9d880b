import { useRouter } from "next/router";
import { useEffect } from "react";
import type { User } from "@/features/app-context";
import { removeQueryParams } from "@/lib/url";
import type { LoginOptions } from "./auth-context";
import { forcedLoginDecision } from "./forced-login";

/** The parameters a forced login consumes; they leave the address bar before anything else. */
const FORCED_LOGIN_PARAMS = ["trusted_pass_token", "owner_id", "force_login"];

/**
 * Spec 4: a trusted token (or `force_login` without a user) starts a blocking login; otherwise
 * those parameters are removed by replace. The address is cleaned first, so the token is gone
 * from the bar (and from any Referer) before the login call leaves the page. On an error screen
 * (the server refused the login with a 429, say) the parameters are only removed.
 */
export function useForcedLogin(user: User | null, login: (options: LoginOptions) => Promise<void>, loginAllowed = true): void {
  const router = useRouter();
  useEffect(() => {
    if (!router.isReady) return;
    const decision = forcedLoginDecision(router.query, user);
    if (decision.action === "none") return;
    const cleaned = removeQueryParams(router.asPath, FORCED_LOGIN_PARAMS);
    // No cleanup that cancels: the replace itself changes the query and re-runs this effect, and
    // a repeated login call is ignored by the state machine anyway.
    void router
      .replace(cleaned, undefined, { shallow: true, scroll: false })
      .catch(() => false)
      .then(() => {
        if (decision.action === "login" && loginAllowed) {
          return login({ trustedPassToken: decision.trustedPassToken, ownerId: decision.ownerId, blocking: true });
        }
      });
  }, [router, user, login, loginAllowed]);
}
