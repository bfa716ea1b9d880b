export { AuthProvider } from "./auth-provider";
export { useAuth, type AuthContextValue, type LoginOptions } from "./auth-context";
export { AuthGate, LoginSpinner } from "./auth-gate";
export { AnimatedDots } from "./animated-dots";
export { nextAuthState, type AuthState } from "./auth-state";
export { forcedLoginDecision, type ForcedLoginDecision } from "./forced-login";
export { LOGIN_PARAMS, LOGIN_FAILED_COOKIE, withoutLoginParams, loginHref } from "./login-params";
export type { LoginStart } from "./login-start";
export { openDashboard, dashboardHandoffUrl } from "./dashboard-handoff";
