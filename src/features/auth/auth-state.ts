/** The authentication states of spec section 4; `undefined` is "nothing in progress". */
export type AuthState = "logging-in" | "logging-out" | undefined;

/**
 * The state a call moves to, or null when the call is ignored: a repeated call while already in
 * that state (a double click, a re-run effect) must not start a second login or logout.
 */
export function nextAuthState(current: AuthState, requested: Exclude<AuthState, undefined>): AuthState | null {
  return current === requested ? null : requested;
}
