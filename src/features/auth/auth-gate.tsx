import type { ReactNode } from "react";
import { lazyComponent } from "@/ui";
import { useAuth } from "./auth-context";

// Both show only while a login runs or after one failed: chunks of their own, not in every page's first load.
const LoginSpinner = lazyComponent(() => import("./login-spinner").then((module) => module.LoginSpinner));
const LoginFailureNotice = lazyComponent(() => import("./login-failure-notice").then((module) => module.LoginFailureNotice));

/**
 * The page content as far as the login allows: the centred large spinner while a login blocks
 * the page, and the unexpected-error notice above the page after a failed one (spec 2.4 and 8).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { blocking, loginFailure, dismissLoginFailure } = useAuth();
  if (blocking) return <LoginSpinner />;
  return (
    <>
      {loginFailure !== null ? <LoginFailureNotice status={loginFailure} onDismiss={dismissLoginFailure} /> : null}
      {children}
    </>
  );
}
