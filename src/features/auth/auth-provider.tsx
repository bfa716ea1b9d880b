import { useRouter } from "next/router";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useAppContext } from "@/features/app-context";
import { DEFAULT_LOCALE } from "@/lib/locale";
import { onlyValue } from "@/lib/url";
import type { FailureStatus } from "./auth-api";
import { AuthContext, type AuthContextValue, type LoginOptions } from "./auth-context";
import { nextAuthState, type AuthState } from "./auth-state";
import { forcedLoginDecision } from "./forced-login";
import { ReferrerGuard } from "./referrer-guard";
import { useBackForwardRestore } from "./use-back-forward-restore";
import { useForcedLogin } from "./use-forced-login";

// Logging in and out are rare for a page view: their calls load when one starts.
const loadAuthApi = () => import("./auth-api");

/** The address bar without the hash, as a path the server can send the shopper back to. */
/**
 * The login state of spec 4 for the whole app. A page that will log in at once (a trusted token
 * in its address) is rendered blocking from the server on, so its content never flashes.
 */
/**
 * `loginAllowed` false on an error screen: a login its address asks for is not started there.
 * `failedLogin`: the page's props say a login the server ran for the previous request failed.
 */
export function AuthProvider({
  children,
  loginAllowed = true,
  failedLogin = null,
}: {
  children: ReactNode;
  loginAllowed?: boolean;
  failedLogin?: FailureStatus | null;
}) {
  const router = useRouter();
  const { user } = useAppContext().appCtx;
  const [initiallyForced] = useState(() => loginAllowed && forcedLoginDecision(router.query, user).action === "login");
  const [state, setState] = useState<AuthState>(initiallyForced ? "logging-in" : undefined);
  const [blocking, setBlocking] = useState(initiallyForced);
  // Shown once the page has hydrated (the effect below), not drawn by the server: its "Continue as
  // guest" must work when the shopper sees it, and before hydration a click on it would be lost.
  const [loginFailure, setLoginFailure] = useState<FailureStatus | null>(null);
  // The call actually running, apart from what is rendered: it decides whether a call is a repeat.
  const running = useRef<AuthState>(undefined);

  const reset = useCallback(() => {
    running.current = undefined;
    setState(undefined);
    setBlocking(false);
  }, []);

  const failLogin = useCallback(
    (status: FailureStatus) => {
      reset();
      setLoginFailure(status);
    },
    [reset],
  );

  const { locale = DEFAULT_LOCALE, query } = router;
  const loginTarget = onlyValue(query.login_target);
  const login = useCallback(
    async ({ trustedPassToken, ownerId, blocking: block = false }: LoginOptions = {}) => {
      if (nextAuthState(running.current, "logging-in") === null) return;
      running.current = "logging-in";
      setState("logging-in");
      setBlocking(block);
      setLoginFailure(null);
      const { startLogin } = await loadAuthApi();
      // The state stays "logging-in" until the browser has left for the identity provider.
      const failure = await startLogin({ trustedPassToken, ownerId, locale, loginTarget });
      if (failure !== null) failLogin(failure);
    },
    [locale, loginTarget, failLogin],
  );

  const logout = useCallback(async () => {
    if (nextAuthState(running.current, "logging-out") === null) return;
    running.current = "logging-out";
    setState("logging-out");
    const { finishLogout } = await loadAuthApi();
    await finishLogout();
  }, []);

  // A login the server ran (the `/oauth2/login/` return, `/login/`, a trusted-token link) may have
  // failed: the page it led to carries the news in its props, from a cookie the server took (a
  // query parameter would let any link fake a failure). Reported once the page runs; a failure
  // arriving with a client-side navigation's props is shown then.
  useEffect(() => {
    if (failedLogin === null) return;
    // The report is code of the login calls' own chunk, loaded for it.
    void loadAuthApi().then(({ reportLoginFailure }) => reportLoginFailure(failedLogin));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the notice follows the page's props
    setLoginFailure(failedLogin);
  }, [failedLogin]);
  useForcedLogin(user, login, loginAllowed);
  useBackForwardRestore(user, reset);

  const value = useMemo<AuthContextValue>(
    () => ({ state, blocking, loginFailure, login, logout, dismissLoginFailure: () => setLoginFailure(null) }),
    [state, blocking, loginFailure, login, logout],
  );
  return (
    <AuthContext.Provider value={value}>
      <ReferrerGuard />
      {children}
    </AuthContext.Provider>
  );
}
