import { createContext, useContext } from "react";
import type { FailureStatus } from "./auth-api";
import type { AuthState } from "./auth-state";

export interface LoginOptions {
  trustedPassToken?: string;
  ownerId?: string;
  /** A forced login: nothing on the page is usable until it is done, so the spinner replaces it. */
  blocking?: boolean;
}

export interface AuthContextValue {
  state: AuthState;
  /** The page is replaced by the centred large spinner (spec 2.4). */
  blocking: boolean;
  /** The last login failed (its HTTP status, or "unknown"): the notice says so and the shopper goes on as a guest. */
  loginFailure: FailureStatus | null;
  login: (options?: LoginOptions) => Promise<void>;
  logout: () => Promise<void>;
  dismissLoginFailure: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth is used outside AuthProvider");
  return value;
}
